/**
 * A run cancelled during an upload (the runner's SIGINT, Ctrl-C): how far each unfinished file
 * had got, so that the report says which may still become a build.
 */
import { PgyerError, type StorageAttempt } from '../../../api/index.js';

/** A file whose upload the run's cancellation stopped; the message says what became of it. */
export class UploadCancelledError extends PgyerError {
  override name = 'UploadCancelledError';

  /**
   * @param reason the cancel signal's reason, e.g. an Error `cancelled by SIGINT`
   * @param stage what had become of the file, e.g. `during app/upload: …`
   */
  constructor(reason: unknown, stage: string) {
    super(`${reason instanceof Error ? reason.message : 'cancelled'} ${stage}`);
  }
}

/** What a user must do before uploading a file whose build the service may have made. */
const LOOK_FIRST =
  "look for the build among the app's builds before uploading again, which could make a second build";

/** The failure of a single-request upload (app/upload) cancelled with `reason` before it ended. */
export function cancelledSingleStep(reason: unknown): UploadCancelledError {
  // No upload key to name: the build, if any, has only the buildKey of the answer not received.
  return new UploadCancelledError(
    reason,
    `during app/upload, so whether the service made a build is unknown: ${LOOK_FIRST}`,
  );
}

/**
 * Where one file's two-step upload (service.md#upload-token) stands, from the storage attempts
 * uploadAndPublish reports: before the whole file is sent the file is surely not published;
 * after, storage may keep it and the service publish it unasked (buildInfo only reports).
 */
export class UploadStage {
  private attempt: StorageAttempt | undefined;

  /** For PublishRequest.onStorageAttempt: notes the attempt's upload key and progress. */
  readonly observe = (attempt: StorageAttempt): void => {
    this.attempt = attempt;
  };

  /** The failure of this file, cancelled with `reason` before it ended. */
  cancelled(reason: unknown): UploadCancelledError {
    if (this.attempt === undefined)
      return new UploadCancelledError(reason, 'before its storage upload began: not uploaded');
    if (!this.attempt.wholeFileSent) {
      return new UploadCancelledError(
        reason,
        'during the storage upload, before the whole file was sent: not published',
      );
    }
    return new UploadCancelledError(
      reason,
      `after the whole file was sent to storage under upload key ${this.attempt.uploadKey}, so the ` +
        `service may still publish it: ${LOOK_FIRST}`,
    );
  }
}
