/**
 * The first build's facts as named values: upload-and-wait's step outputs (README.md) and, under
 * `PGYER_` names, `pgyer upload --dotenv` (docs/gitlab.md) are both these.
 */
import type { PublishedBuild } from '../../../api/index.js';

/**
 * The scalar facts of `build`, keyed by upload-and-wait's output names (`build-key`,
 * `install-page-url`, …, in action.yml's order); a fact the service did not give is `''`.
 * `build-file-size` is in bytes. No secret is among them (the install password is never one).
 */
export function buildFields(build: PublishedBuild): Record<string, string> {
  const { record } = build;
  const fields: Record<string, string | number | undefined> = {
    'build-key': build.buildKey,
    'app-key': build.appKey,
    'build-shortcut-url': build.buildShortcutUrl,
    'install-page-url': build.installPageUrl,
    'qr-code-url': build.qrCodeUrl,
    'ios-install-url': build.iosInstallUrl,
    'build-type': build.buildType,
    'build-name': record.buildName,
    'build-version': record.buildVersion,
    'build-version-no': record.buildVersionNo,
    'build-build-version': record.buildBuildVersion,
    'build-identifier': record.buildIdentifier,
    'build-file-size': record.buildFileSize ?? build.fileSize,
    'already-published': String(build.alreadyPublished),
    // An .ipa's provisioning profile, read from the package (README.md `profile-check`).
    'profile-kind': build.profile?.kind,
    'profile-expires': build.profile?.expires,
    // Against the build it replaces (README.md "Size gate"): '' for a first build or none known.
    'size-delta-bytes': build.sizeChange?.bytes,
    'size-base-build-key': typeof build.replaces === 'object' ? build.replaces.buildKey : undefined,
  };
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value === undefined ? '' : String(value)]),
  );
}
