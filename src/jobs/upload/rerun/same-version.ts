/**
 * A file of another package than a build already published with the same identifier, version and
 * build number (README.md `same-version`): testers and update checks cannot tell the two apart, so
 * the run warns (by default), fails before any upload, or lets it pass. The builds come from the
 * run's look-up (page 1 of the app's builds), which the if-published look-up asks anyway: the
 * check costs no request of its own then.
 */
import {
  webOriginFor,
  webPageOf,
  type BuildRecord,
  type SettingNamer,
} from '../../../api/index.js';
import { fileNameOf } from '../../../api/file-name.js';
import { timeAsShown } from '../../../common/time.js';
import type { JobContext } from '../../context.js';
import { InvalidOptions } from '../../options/problems.js';
import type { PackageIdentity } from '../../package/package-identity.js';
import { isOfApp, type AppsOfFiles } from '../lookup/run-lookup.js';
import type { SameVersion, UploadFile } from '../options.js';
import { isSameVersion, type LookedFor } from './published-lookup.js';

/** A file to be uploaded, and the builds already published with its version and build number. */
export interface SameVersionHit {
  file: UploadFile;
  identity: PackageIdentity;
  /** Newest first, as app/builds lists them; never empty. */
  builds: readonly BuildRecord[];
  /**
   * True when the if-published look-up compared the packages (size, then digest) and found none
   * the same; false when it did not compare them (if-published: upload).
   */
  compared: boolean;
}

/**
 * For each of `files`, in order, the builds on page 1 of its app (app/listMy, then app/builds,
 * api-v2 §4.10, §4.9) with its identifier, version and build number; none for an app not listed.
 * @throws ApiError, NetworkError as Transport.call
 */
export async function sameVersionBuilds(
  apps: Pick<AppsOfFiles, 'apps' | 'buildsOf'>,
  files: readonly Pick<LookedFor, 'buildType' | 'identity'>[],
): Promise<BuildRecord[][]> {
  if (files.length === 0) return [];
  const listed = await apps.apps();
  const found: BuildRecord[][] = [];
  for (const file of files) {
    const appKey = listed.find((entry) => isOfApp(entry, file))?.appKey;
    const builds = appKey ? await apps.buildsOf(appKey) : [];
    found.push(builds.filter((build) => isSameVersion(build, file.identity)));
  }
  return found;
}

/**
 * Applies `policy` to `hits`: warn (one warning per file naming the newest such build and the way
 * out, in the front-end's words: job.settingName), fail, or allow (nothing).
 * @throws InvalidOptions under fail, one problem of `same-version` per file: the run then uploads
 *   nothing (the front-ends report it as bad input: `Input "same-version": …`, `Option
 *   --same-version: …`, with the fix `allow`)
 */
export function judgeSameVersion(
  job: JobContext,
  policy: SameVersion,
  hits: readonly SameVersionHit[],
): void {
  if (policy === 'allow' || hits.length === 0) return;
  const web = webOriginFor(job.transport.apiUrl);
  if (policy === 'fail') {
    throw new InvalidOptions(
      hits.map((hit) => ({
        setting: 'same-version',
        problem: (name: SettingNamer) => `${hitFact(hit, web, name)}: raise the build number`,
        fix: { setting: 'same-version', value: 'allow' },
      })),
    );
  }
  const name: SettingNamer = job.settingName ?? ((setting) => setting);
  for (const hit of hits) {
    job.logger.warning(
      `${hitFact(hit, web, name)}: testers may not tell the two apart. Raise the build number, or set ` +
        `${name('same-version')} to allow to upload it without this warning`,
    );
  }
}

/**
 * `app.apk has the identifier …, version … and build number … of build <key> (<its page>,
 * uploaded …)`, and whether the packages were compared.
 */
function hitFact(
  { file, identity, builds, compared }: SameVersionHit,
  web: string,
  name: SettingNamer,
): string {
  const [newest] = builds;
  const buildKey = newest?.buildKey ?? '?';
  const uploaded = newest?.buildCreated ? `, uploaded ${timeAsShown(newest.buildCreated)}` : '';
  const older = builds.length - 1;
  const more = older > 0 ? `; and ${String(older)} older build${older === 1 ? '' : 's'}` : '';
  const known = compared
    ? ', and is not the same package as far as the look-up can tell'
    : `; the packages were not compared (${name('if-published')} is upload)`;
  return (
    `${fileNameOf(file.path)} has the identifier ${identity.identifier}, version ` +
    `${identity.version} and build number ${identity.versionNo} of build ${buildKey} ` +
    `(${webPageOf(web, buildKey)}${uploaded}${more})${known}`
  );
}
