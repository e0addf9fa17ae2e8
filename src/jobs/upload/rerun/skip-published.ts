/**
 * Re-runs publish nothing twice (README.md `if-published`): before the upload job uploads, each
 * file's digest goes into its description, and a build of the same package already published is
 * looked for (published-lookup.ts). The look-up stops no upload: when it cannot be made, a warning
 * says so and the files are uploaded; only a refused API key, which would refuse the upload too,
 * fails the run at once. A file is skipped only when its upload would change nothing: a run that
 * sets install settings uploads, and so does one whose build testers cannot install.
 */
import {
  ApiError,
  PgyerError,
  toError,
  toPublishedBuild,
  type BuildSettings,
  type PublishedBuild,
} from '../../../api/index.js';
import { fileNameOf } from '../../../api/file-name.js';
import { serviceDayAt } from '../../../common/time.js';
import type { JobContext } from '../../context.js';
import { withDigestLine } from '../../package/digest-line.js';
import { withProfileLine } from '../../package/profile-line.js';
import type { IfPublished, UploadFile, UploadOptions } from '../options.js';
import { packageDigest, type PackageIdentity } from '../../package/package-identity.js';
import type { AppsOfFiles } from '../lookup/run-lookup.js';
import { findPublished, type LookedFor, type PublishedMatch } from './published-lookup.js';
import { judgeSameVersion, sameVersionBuilds } from './same-version.js';

/** A file after the look-up: the description to upload it with, and the build already published. */
export interface LookedUpFile {
  file: UploadFile;
  /** The user's description with the file's digest line (digest-line.ts). */
  description: string | undefined;
  /** The build of the same package already published; undefined: none found. */
  existing: PublishedMatch | undefined;
}

/** How one file ended: its build, or why it failed. */
export type Outcome = { build: PublishedBuild } | { error: Error };

/**
 * Each file of `options` with its description and, unless `if-published` is upload, the build of
 * the same package already published, found through the run's look-up (`lookup`: the identity,
 * app and builds other steps of the run read too, asked once). Unless `same-version` is allow, a
 * file of another package than a build of its version and build number is warned of or fails the
 * run (same-version.ts). A file that cannot be read or a look-up that fails is a warning, and the
 * file is uploaded.
 * @throws ApiError when the service refuses the API key (1001, 1002, 1055): the upload would be
 *   refused too, and the run fails once, with that error, instead of warning first
 * @throws InvalidOptions under `same-version: fail` when a file meets such a build: nothing is
 *   uploaded
 */
export async function lookUpFiles(
  job: JobContext,
  options: UploadOptions,
  lookup: AppsOfFiles,
): Promise<LookedUpFile[]> {
  const { buildDescription } = options.settings;
  // The packages are compared unless if-published is upload; the builds of the same version are
  // listed unless same-version is allow (same-version.ts).
  const compare = options.ifPublished !== 'upload';
  const lookUp = compare || options.sameVersion !== 'allow';
  // Each file's SHA-256 starts at once: the description sent before its storage upload records
  // it, and the look-up's requests run meanwhile (it awaits the digest only for a candidate).
  const facts = await Promise.all(
    options.files.map(async (file) => {
      const digest = packageDigest(file.path);
      // Read again below, where it warns: this copy only feeds the look-up.
      digest.catch(() => undefined);
      const identity = lookUp
        ? await orWarning(
            job,
            lookup.identityOf(file),
            `Could not read the manifest of ${file.path}`,
          )
        : undefined;
      return { file, digest, identity };
    }),
  );
  const wanted = facts.filter(
    (fact): fact is { file: UploadFile; digest: Promise<string>; identity: PackageIdentity } =>
      fact.identity !== undefined,
  );
  const searched = async () => {
    const files = wanted.map(lookedFor);
    const found = compare
      ? await findPublished(job.transport, lookup, files, (line) => {
          job.logger.info(line);
        })
      : [];
    const sameVersion =
      options.sameVersion === 'allow' ? [] : await sameVersionBuilds(lookup, files);
    return { found, sameVersion };
  };
  const { found, sameVersion } = await searched().catch((error: unknown) => {
    if (error instanceof ApiError && error.refusedKey?.setting === 'api-key') throw error;
    // Cancelled: nothing is uploaded, and the cancel is reported per file (publish-many.ts).
    if (!job.signal.aborted) {
      const sought = compare ? 'a build already published' : 'a build of the same version';
      lookup.warnOnce(
        job.logger,
        `Could not look for ${sought} (${toError(error).message}): uploading`,
      );
    }
    return { found: [], sameVersion: [] };
  });
  // A file whose package is published already is if-published's, not a same-version hit.
  judgeSameVersion(
    job,
    options.sameVersion,
    wanted.flatMap((fact, index) => {
      const builds = sameVersion[index] ?? [];
      return found[index] || builds.length === 0
        ? []
        : [{ file: fact.file, identity: fact.identity, builds, compared: compare }];
    }),
  );
  return Promise.all(
    facts.map(async (fact) => {
      const digest = await orWarning(job, fact.digest, `Could not read ${fact.file.path}`);
      // The expiry check reads an .ipa's profile day back from here (docs/expiry.md); the digest
      // line stays last, where the look-up compares it.
      const expires = fact.file.profile?.facts?.expires;
      const described =
        expires === undefined ? buildDescription : withProfileLine(buildDescription, expires);
      return {
        file: fact.file,
        description: digest === undefined ? described : withDigestLine(described, digest),
        existing: found[wanted.indexOf(fact as (typeof wanted)[number])],
      };
    }),
  );
}

function lookedFor(fact: {
  file: UploadFile;
  digest: Promise<string>;
  identity: PackageIdentity;
}): LookedFor {
  return {
    buildType: fact.file.buildType,
    identity: fact.identity,
    digest: fact.digest,
    size: fact.file.size,
  };
}

/**
 * What `reading` gives, or undefined after a warning that starts with `failed`: the file is then
 * uploaded without the look-up.
 */
async function orWarning<T>(
  job: JobContext,
  reading: Promise<T>,
  failed: string,
): Promise<T | undefined> {
  try {
    return await reading;
  } catch (error) {
    job.logger.warning(
      `${failed} to look for a build already published (${toError(error).message}): uploading it`,
    );
    return undefined;
  }
}

/**
 * The run's `if-published: fail` met a build of the same package: names the build, and the way
 * out, in the workflow's syntax (`message`) or a front-end's own (`wayOut`).
 */
export class AlreadyPublishedError extends PgyerError {
  override name = 'AlreadyPublishedError';

  /** @param fact `<file> is already published as build <buildKey> (…), and if-published is fail` */
  constructor(readonly fact: string) {
    super(`${fact}: ${wayOut((value) => `if-published: ${value}`)}`);
  }

  /** The way out, each setting worded by `setting` (the CLI's `--if-published skip`). */
  wayOut(setting: (value: IfPublished) => string): string {
    return wayOut(setting);
  }
}

function wayOut(setting: (value: IfPublished) => string): string {
  return `use ${setting('skip')} to report that build, or ${setting('upload')} to publish the file again`;
}

/**
 * What the run does with a file whose package is published already as `existing`: fail naming
 * it (if-published: fail), report that build (skip), or undefined: upload the file, after one log
 * line saying why. A skip reports only what the service answered (the build's record as buildInfo
 * sent it, no install settings): it is made only when an upload would change nothing, so a run
 * that sets install settings uploads (the upload applies them and answers with them; the
 * service's reads do not return a build's settings reliably, and app/update sets no public install
 * nor channel, api-v2 §4.6), and so does one whose build testers cannot install.
 */
export function alreadyPublished(
  job: JobContext,
  options: Pick<UploadOptions, 'ifPublished' | 'settings'>,
  file: UploadFile,
  existing: PublishedMatch,
): Outcome | undefined {
  const fileName = fileNameOf(file.path);
  const buildKey = existing.record.buildKey ?? '';
  const fact = `${fileName} is already published as build ${buildKey}`;
  if (options.ifPublished === 'fail') {
    return {
      error: new AlreadyPublishedError(
        `${fact} (same identifier, version, build number and package digest), and if-published is fail`,
      ),
    };
  }
  const why = notInstallable(existing, job.now()) ?? settingsAsked(options.settings);
  if (why) {
    job.logger.info(`${fact}, but ${why}: uploading it again`);
    return undefined;
  }
  const build = toPublishedBuild(job.transport.apiUrl, {
    uploadKey: buildKey,
    buildType: file.buildType,
    fileName,
    fileSize: file.size,
    uploadSeconds: 0,
    published: { build: existing.record, asSent: existing.asSent, publishSeconds: 0 },
  });
  return { build: { ...build, alreadyPublished: true } };
}

/**
 * Why a run that sets `settings` cannot skip: the install settings it sets (api-v2 §4.1), which
 * only an upload applies to a build; undefined when it sets none. A public install is what an
 * upload sets when told nothing, so it alone asks for nothing.
 */
function settingsAsked(settings: BuildSettings): string | undefined {
  const asked = [
    ...(settings.buildInstallType !== undefined && settings.buildInstallType !== 1
      ? ['install-type']
      : []),
    ...(settings.buildPassword ? ['password'] : []),
    ...(settings.buildInstallDate === undefined ? [] : ['install-validity']),
    ...(settings.buildChannelShortcut ? ['channel-shortcut'] : []),
  ];
  if (asked.length === 0) return undefined;
  return `this run sets ${asked.join(', ')}, which only an upload applies and reports as the service answers`;
}

/**
 * Why testers cannot install `existing` at `nowMs`, from what its record says (api-v2 §2.2
 * buildManuallyBlocked, appIsInstallDate and its days, UTC+8); undefined when it says nothing
 * against it.
 */
function notInstallable({ record }: PublishedMatch, nowMs: number): string | undefined {
  if (record.buildManuallyBlocked === 1) return 'the service blocked it';
  if (record.appIsInstallDate !== 1) return undefined;
  const today = serviceDayAt(new Date(nowMs));
  const { appInstallStartDate: first, appInstallEndDate: last } = record;
  if (last && today > last) return `its install period ended on ${last}`;
  if (first && today < first) return `its install period starts on ${first}`;
  return undefined;
}
