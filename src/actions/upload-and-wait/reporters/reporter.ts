/**
 * The reports of upload-and-wait, each a reporter the main composes (README.md "Outputs", the job
 * summary, the receipt, the pull request comment, the deployment, chat notifications): the run is
 * given to each, so main.ts holds no report's logic, as actions/cache gives its state provider to
 * restoreImpl.
 */
import type { ContextLine } from '../../../common/build-view.js';
import type { CiContext } from '../../../common/ci-context.js';
import type { JobContext } from '../../../jobs/context.js';
import type { NotifyOptions } from '../../../jobs/notify/options.js';
import type { RawOf } from '../../../jobs/options/setting.js';
import type { UPLOAD_SETTINGS, UploadOptions } from '../../../jobs/upload/options.js';
import type { UploadResult } from '../../../jobs/upload/run.js';
import type { ReportOptions } from '../inputs.js';

/** What the reporters know of the run before the upload. */
export interface RunFacts {
  job: JobContext;
  /** The upload's checked options, as given (the summary and chats show their settings). */
  options: UploadOptions;
  /** The upload job's raw inputs, for the receipt (publicInputs). */
  raw: RawOf<typeof UPLOAD_SETTINGS>;
  report: ReportOptions;
  notify: NotifyOptions;
  ci: CiContext;
  /** When the step started. */
  startedAt: Date;
}

/** What the reporters are given after the upload: its result, and what earlier reporters added. */
export interface Outcome {
  result: UploadResult;
  /** The deployment's line (`Deployed to: testers`) once it succeeded, for the summary and chats. */
  deployment?: ContextLine;
}

/** One report of the run. */
export interface Reporter {
  /** Before the upload (the deployment is created, in progress). */
  before?: () => Promise<void>;
  /** After the upload, in the list's order; what it returns is added to the next ones' outcome. */
  after: (outcome: Outcome) => Promise<Partial<Outcome> | undefined>;
  /** Last, once the upload's own failure is thrown: fails the step for what this report found. */
  check?: () => void;
}
