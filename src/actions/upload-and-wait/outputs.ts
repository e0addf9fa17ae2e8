/** The step outputs of upload-and-wait (README.md). */
import * as core from '@actions/core';
import type { PublishedBuild } from '../../api/index.js';
import { withPasswordRemoved } from '../../jobs/upload/run.js';
import { VENDOR_OUTPUT } from '../../jobs/upload/vendor-aliases.js';

/**
 * Sets the outputs: those of the first build, and `builds` with every build. The vendor action's
 * `info` is the first build's record alone, as workflows written for that action read it.
 * Nothing is set when no build was uploaded.
 */
export function setBuildOutputs(builds: readonly PublishedBuild[]): void {
  const [first] = builds;
  if (!first) return;
  const { record } = first;
  const outputs: Record<string, string | number | undefined> = {
    'build-key': first.buildKey,
    'build-shortcut-url': first.buildShortcutUrl,
    'install-page-url': first.installPageUrl,
    'qr-code-url': first.qrCodeUrl,
    'ios-install-url': first.iosInstallUrl,
    'build-type': first.buildType,
    'build-name': record.buildName,
    'build-version': record.buildVersion,
    'build-version-no': record.buildVersionNo,
    'build-build-version': record.buildBuildVersion,
    'build-identifier': record.buildIdentifier,
    'build-file-size': record.buildFileSize ?? first.fileSize,
    build: JSON.stringify(withPasswordRemoved(first)),
    builds: JSON.stringify(builds.map(withPasswordRemoved)),
    [VENDOR_OUTPUT]: JSON.stringify(withPasswordRemoved(first).record),
  };
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value ?? '');
}
