/** The upload job: uploads every file, waits until each is published, and says how each ended. */
import {
  PgyerError,
  publishSingleStep,
  StorageConnections,
  type PublishedBuild,
  type PublishRequest,
  type ReplacedBuild,
  type ServiceRecord,
  type UploadProgress,
} from '../../api/index.js';
import { buildNumberText, versionText } from '../../common/build-view.js';
import { shownSize, sizeChangeOf } from '../../common/size-change.js';
import type { JobContext } from '../context.js';
import type { HealthReport } from '../health/report.js';
import { replacedHealth } from './health-report.js';
import { withAppKeys } from './publish/app-keys.js';
import { cancelledSingleStep } from './publish/cancelled.js';
import { RunLookup } from './lookup/run-lookup.js';
import {
  branchReplaced,
  looksUpReplaced,
  readsCommitLines,
  replacedBuilds,
} from './lookup/replaced-build.js';
import { logProfiles, withProfile } from './profile-shown.js';
import { gateSizes } from './size/size-gate.js';
import type { UploadOptions } from './options.js';
import { withReleaseNotesFrom, type NotesContext } from './release-notes/notes-from.js';
import { publishAll, type FileOutcome } from './publish/publish-many.js';
import { alreadyPublished, lookUpFiles, type Outcome } from './rerun/skip-published.js';

/** One file that failed, and why (the error's message, redacted: safe to print). */
export interface UploadFailure {
  filePath: string;
  error: Error;
}

/** How the upload job ended; every text in it redacted of the run's secrets. */
export interface UploadResult {
  /** The builds uploaded, in the order of the files, as shown (without their record as sent). */
  builds: PublishedBuild[];
  /**
   * The first build's record as the service sent it, less its password (ServiceRecord): the
   * vendor action's `info` output (a build already published: its buildInfo record); `{}` when
   * the wait was skipped or nothing was published.
   */
  firstRecordAsSent: ServiceRecord;
  failures: UploadFailure[];
  /** How many files there were. */
  fileCount: number;
  /** The release notes sent with the builds (given, or written from git or the pull request). */
  releaseNotes: string | undefined;
  /**
   * Where the notes came from, or why there are none, in one line (NotesWritten.origin); undefined
   * when update-description-from is none or the user gave the notes.
   */
  releaseNotesOrigin: string | undefined;
  /**
   * With health-report: previous, the health report since each build replaced (once per app and
   * base build; health-report.ts); else empty.
   */
  health: HealthReport[];
}

/** What a front-end gives the job: the run's context, where each file's progress goes. */
export interface UploadHooks {
  /**
   * The run's CI context and checkout, from which release notes are written (README.md
   * `update-description-from`); needed unless options.releaseNotesFrom is none.
   */
  notes?: NotesContext;
  /** The progress receiver for one file, or undefined for the default log lines. */
  onProgressFor?: (filePath: string) => ((progress: UploadProgress) => void) | undefined;
}

/**
 * Runs the upload job: writes the release notes asked for (update-description-from, see
 * release-notes/notes-from.ts), uploads each file and waits for it. Each failed file is in the
 * result (see throwIfUploadFailed); it throws only when the look-up for builds already published
 * finds the API key refused (lookUpFiles), or a file grows more than size-fail-increase allows
(SizeIncreaseError), before any upload.
 * A cancelled run (`job.signal`) returns once every file has ended, with the builds published
 * before the cancel and an UploadCancelledError for each file that did not end. The run's storage
 * connections (two-step) are closed when it returns: nothing of its uploads outlives it.
 */
export async function runUpload(
  job: JobContext,
  given: UploadOptions,
  hooks: UploadHooks = {},
): Promise<UploadResult> {
  logProfiles(job, given.files);
  // What the service holds of the files, asked once for every step below.
  const lookup = new RunLookup(job.transport);
  const { options, origin } = await notesWritten(job, given, hooks.notes, lookup);
  // A file already published has its outcome now (skipped or failed), or is uploaded.
  const looked = (await lookUpFiles(job, options, lookup)).map((each) => ({
    ...each,
    outcome: each.existing && alreadyPublished(job, options, each.file, each.existing),
  }));
  const replaced = looksUpReplaced(options)
    ? await replacedBuilds(
        job,
        lookup,
        looked.map((each) => ({ file: each.file, not: each.existing?.record.buildKey })),
        hooks.notes && readsCommitLines(options) ? branchReplaced(hooks.notes.ci) : undefined,
      )
    : undefined;
  // A file above size-fail-increase fails the run here, before anything is uploaded.
  gateSizes(
    job,
    options.size,
    looked.flatMap((each, index) =>
      each.outcome ? [] : [{ file: each.file, replaces: replaced?.[index] }],
    ),
  );
  // The app keys of the builds the wait will publish: the run's list of apps, asked by now or
  // while the files upload, so that none is asked after the publish (publish/app-keys.ts).
  const apps = options.wait && !job.signal.aborted ? lookup.apps() : undefined;
  const connections = new StorageConnections();
  const toUpload = looked.filter((file) => !file.outcome);
  const requests = toUpload.map(({ file, description }): PublishRequest => {
    const onProgress = hooks.onProgressFor?.(file.path);
    return {
      filePath: file.path,
      fileSize: file.size,
      buildType: file.buildType,
      settings: { ...options.settings, buildDescription: description },
      oversea: options.oversea,
      ...(file.buildType === 'harmony' && options.harmony ? { harmony: options.harmony } : {}),
      wait: options.wait,
      waitTimeoutSeconds: options.waitTimeoutSeconds,
      pollIntervalSeconds: options.pollIntervalSeconds,
      ...(onProgress ? { onProgress } : {}),
      connections,
    };
  });
  const uploaded = await publishAll(
    job,
    requests,
    options.singleStep ? singleStep : undefined,
  ).finally(() => {
    connections.close();
  });
  // In the order of the files: a file already published has its outcome where it was.
  const outcomes = looked.map((each): { filePath: string } & Outcome => ({
    filePath: each.file.path,
    ...(each.outcome ?? outcomeOf(uploaded[toUpload.indexOf(each)])),
  }));
  const published = await withAppKeys(
    job,
    outcomes.flatMap((outcome, index) =>
      'build' in outcome
        ? [withReplaced(withProfile(outcome.build, looked[index]?.file), replaced?.[index])]
        : [],
    ),
    apps,
    (line) => {
      lookup.warnOnce(job.logger, line);
    },
  );
  // Each build shows its record once, decoded; only the vendor's `info` shows it as sent.
  const builds = published.map(({ recordAsSent, ...shown }) => shown);
  const firstRecordAsSent = published[0]?.recordAsSent ?? {};
  // Read after the publish: what came since the builds replaced, up to now.
  const health = options.healthReport === 'previous' ? await replacedHealth(job, builds) : [];
  const failures = outcomes.flatMap(({ filePath, ...outcome }) =>
    'error' in outcome ? [{ filePath, error: outcome.error }] : [],
  );
  // The seam: what the front-ends show (log, outputs, summary, comment, receipt, chats, files)
  // comes from this result, so it is redacted here, once, for all of them.
  const result = job.transport.secrets.scrub({
    builds,
    firstRecordAsSent,
    failures,
    fileCount: outcomes.length,
    releaseNotes: options.settings.buildUpdateDescription,
    releaseNotesOrigin: origin,
    health,
  });
  for (const build of result.builds) job.logger.info(describePublished(build));
  if (outcomes.length > 1) {
    for (const failure of result.failures)
      job.logger.error(`${failure.filePath}: ${failure.error.message}`);
  }
  return result;
}

/** `build` with the build it replaces, when that was looked up, and its size against it. */
function withReplaced(
  build: PublishedBuild,
  replaces: ReplacedBuild | 'none' | undefined,
): PublishedBuild {
  if (replaces === undefined) return build;
  const sizeChange = replaces === 'none' ? undefined : sizeChangeOf(shownSize(build), replaces);
  return { ...build, replaces, ...(sizeChange ? { sizeChange } : {}) };
}

/** withReleaseNotesFrom when notes are asked for. @throws Error without the context they need */
async function notesWritten(
  job: JobContext,
  options: UploadOptions,
  context: NotesContext | undefined,
  lookup: RunLookup,
): Promise<{ options: UploadOptions; origin: string | undefined }> {
  if (options.releaseNotesFrom === 'none') return { options, origin: undefined };
  if (!context) throw new Error('update-description-from needs the run context (hooks.notes)');
  return withReleaseNotesFrom(job, options, context, lookup);
}

/** An uploaded file's build or error, without its request. */
function outcomeOf(uploaded: FileOutcome | undefined): Outcome {
  if (!uploaded) throw new Error('every file to upload has an outcome');
  return 'build' in uploaded ? { build: uploaded.build } : { error: uploaded.error };
}

/**
 * One file's single-step upload (app/upload). Cancelled during the request, it fails with an
 * UploadCancelledError that says whether a build may exist, which app/upload cannot tell.
 */
async function singleStep(job: JobContext, request: PublishRequest): Promise<PublishedBuild> {
  return publishSingleStep(job.transport, request).catch((error: unknown) => {
    throw job.signal.aborted ? cancelledSingleStep(job.signal.reason) : error;
  });
}

/**
 * Each failure as one line, `path: message`, for the summary, the receipt and chat notices: a
 * notice read away from the log must say which file failed, also when there was one file (after
 * 1216 the error names only the build's key).
 */
export function failureLines(result: UploadResult): string[] {
  return result.failures.map(({ filePath, error }) => `${filePath}: ${error.message}`);
}

/**
 * Fails the run when any file failed: with that file's own error when it was the only file. With
 * several, runUpload has logged each failed file's error, so the run's error names the files only:
 * each error's text is in the log once.
 * @throws the error of a single file, or a PgyerError naming every failed file
 */
export function throwIfUploadFailed(result: UploadResult): void {
  const [first] = result.failures;
  if (!first) return;
  if (result.fileCount === 1) throw first.error;
  const files = result.failures.map(({ filePath }) => filePath).join(', ');
  throw new PgyerError(
    `${result.failures.length} of ${result.fileCount} uploads failed (${files}): each file's error is logged above`,
  );
}

function describePublished(build: PublishedBuild): string {
  const { buildName, buildVersion, buildVersionNo, buildBuildVersion } = build.record;
  if (build.alreadyPublished) {
    // The build's own page, as the job summary links it: the short link moves on to newer builds.
    return `${build.fileName} is already published as build ${build.buildKey}, not uploaded again: ${build.buildPageUrl}`;
  }
  if (!build.published) {
    return `Uploaded ${build.fileName} as build ${build.buildKey} (not waited for): ${build.installPageUrl}`;
  }
  const version = versionText(buildVersion ?? '', buildVersionNo ?? '', build.buildType);
  const pgyerBuild = buildNumberText(String(buildBuildVersion ?? ''));
  return `${buildName ?? build.fileName} ${version}, Pgyer build ${pgyerBuild || '?'}: ${build.installPageUrl}`;
}
