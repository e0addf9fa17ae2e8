/**
 * A run cancelled during an upload (the runner's SIGINT, Ctrl-C): how far each unfinished file
 * had got, so that the report says which may still become a build.
 */
import {
  decodeRecord,
  PgyerError,
  type TransportHooks,
  type UploadProgress,
} from '../../api/index.js';

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
 * Follows one file's two-step upload (service.md#upload-token) from outside it: the upload key of
 * each app/getCOSToken answer, and whether the storage upload under that key has sent the whole
 * file. Once the whole file is sent, storage may keep it whatever the answer, and the service then
 * publishes it without being asked (buildInfo only reports): only before that is the file surely
 * not published.
 */
export class UploadStage {
  private uploadKey: string | undefined;
  private wholeFileSent = false;

  /** For the file's transport: notes each new upload key (a 403 from storage asks for another). */
  readonly hooks: TransportHooks = {
    afterAnswer: (operation, answer) => {
      if (operation !== 'app/getCOSToken') return;
      this.uploadKey = decodeRecord({ key: 'string' } as const, answer.data).key;
      this.wholeFileSent = false;
    },
  };

  /**
   * `report` wrapped to note the last progress snapshot. A snapshot at 100 % of an attempt whose
   * answer was lost stays noted while the next attempt's first 10 % goes out: the file is then said
   * to be possibly stored, the careful side.
   */
  watch(report: (progress: UploadProgress) => void): (progress: UploadProgress) => void {
    return (progress) => {
      this.wholeFileSent = progress.sentBytes >= progress.totalBytes;
      report(progress);
    };
  }

  /** The failure of this file, cancelled with `reason` before it ended. */
  cancelled(reason: unknown): UploadCancelledError {
    if (this.uploadKey === undefined)
      return new UploadCancelledError(reason, 'before its storage upload began: not uploaded');
    if (!this.wholeFileSent) {
      return new UploadCancelledError(
        reason,
        'during the storage upload, before the whole file was sent: not published',
      );
    }
    return new UploadCancelledError(
      reason,
      `after the whole file was sent to storage under upload key ${this.uploadKey}, so the ` +
        `service may still publish it: ${LOOK_FIRST}`,
    );
  }
}
