/**
 * Re-runs publish nothing twice (README.md `if-published`): before the upload job uploads, each
 * file's digest goes into its description, and a build of the same package already published is
 * looked for (published-lookup.ts). The look-up never stops an upload: when it cannot be made,
 * a warning says so and the files are uploaded.
 */
import {
  PgyerError,
  toError,
  toPublishedBuild,
  type BuildRecord,
  type PublishedBuild,
} from '../../api/index.js';
import { fileNameOf } from '../../api/file-name.js';
import type { JobContext } from '../context.js';
import { withDigestLine } from '../package/digest-line.js';
import type { IfPublished, UploadFile, UploadOptions } from './options.js';
import {
  packageDigest,
  readPackageIdentity,
  type PackageIdentity,
} from '../package/package-identity.js';
import { findPublished, type LookedFor } from './published-lookup.js';

/** A file after the look-up: the description to upload it with, and the build already published. */
export interface LookedUpFile {
  file: UploadFile;
  /** The user's description with the file's digest line (digest-line.ts). */
  description: string | undefined;
  /** The record of the build of the same package already published; undefined: none found. */
  existing: BuildRecord | undefined;
}

/** How one file ended: its build, or why it failed. */
export type Outcome = { build: PublishedBuild } | { error: Error };

/**
 * Each file of `options` with its description and, unless `if-published` is upload, the build of
 * the same package already published. Never throws: a file that cannot be read or a look-up that
 * fails is a warning, and the file is uploaded.
 */
export async function lookUpFiles(
  job: JobContext,
  options: UploadOptions,
): Promise<LookedUpFile[]> {
  const { buildDescription } = options.settings;
  const lookUp = options.ifPublished !== 'upload';
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
            readPackageIdentity(file.path, file.buildType),
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
  const found = await findPublished(job.transport, wanted.map(lookedFor), (line) => {
    job.logger.info(line);
  }).catch((error: unknown) => {
    // Cancelled: nothing is uploaded, and the cancel is reported per file (publish-many.ts).
    if (!job.signal.aborted) {
      job.logger.warning(
        `Could not look for a build already published (${toError(error).message}): uploading`,
      );
    }
    return [];
  });
  return Promise.all(
    facts.map(async (fact) => {
      const digest = await orWarning(job, fact.digest, `Could not read ${fact.file.path}`);
      return {
        file: fact.file,
        description:
          digest === undefined ? buildDescription : withDigestLine(buildDescription, digest),
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
 * The outcome of a file whose package is published already as `existing`: that build, marked
 * already published (skip), or an error naming it (fail).
 */
export function alreadyPublished(
  job: JobContext,
  ifPublished: IfPublished,
  file: UploadFile,
  existing: BuildRecord,
): Outcome {
  const fileName = fileNameOf(file.path);
  const buildKey = existing.buildKey ?? '';
  if (ifPublished === 'fail') {
    return {
      error: new PgyerError(
        `${fileName} is already published as build ${buildKey} (same identifier, version, build ` +
          'number and package digest), and if-published is fail',
      ),
    };
  }
  const build = toPublishedBuild(job.transport.apiUrl, {
    uploadKey: buildKey,
    buildType: file.buildType,
    fileName,
    fileSize: file.size,
    uploadSeconds: 0,
    published: { build: existing, publishSeconds: 0 },
  });
  return { build: { ...build, alreadyPublished: true } };
}
