/** The set-newest job: marks a build as its app's newest version, or removes the mark. */
import { ApiError, cancelNewestVersion, setNewestVersion } from '../../api/index.js';
import type { JobContext } from '../context.js';
import type { NewestMode, SetNewestOptions } from './options.js';

/** What the service answered: code 0 and its message, or the code it refused with. */
export interface SetNewestResult {
  buildKey: string;
  mode: NewestMode;
  /** 0 on success, else the service's error code. */
  code: number;
  /** The service's message (on a refusal, its message or the code's meaning). */
  message: string;
  /** `is now the newest version`, or what failed. */
  outcome: string;
  /** The refusal, when the service refused: the run fails with it (throwIfSetNewestFailed). */
  error?: ApiError | undefined;
}

/** What a successful run did, per mode. */
const NEWEST_DONE: Record<NewestMode, string> = {
  set: 'is now the newest version',
  cancel: 'is no longer marked as the newest version',
};

/**
 * Runs set-newest. A refusal by the service (an ApiError) is part of the result, so that the
 * front-ends can still set the outputs and write the summary. It logs nothing itself: its one
 * line is the result (describeSetNewest), which the CLI prints and the action logs.
 * @throws NetworkError, UnexpectedResponseError when no answer came
 */
export async function runSetNewest(
  job: JobContext,
  options: SetNewestOptions,
): Promise<SetNewestResult> {
  const operation = options.mode === 'set' ? setNewestVersion : cancelNewestVersion;
  const base = { buildKey: options.buildKey, mode: options.mode };
  // What the front-ends show, redacted once for all of them (see runUpload).
  const { secrets } = job.transport;
  try {
    const message = await operation(job.transport, options.buildKey);
    return secrets.scrub({ ...base, code: 0, message, outcome: NEWEST_DONE[options.mode] });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return secrets.scrub({
      ...base,
      code: error.code,
      message: error.serviceMessage || error.meaning,
      outcome: `failed with code ${error.code}: ${error.meaning}`,
      error,
    });
  }
}

/** `Build KEY is now the newest version (service said: …)`: what the run did, in one line. */
export function describeSetNewest({ buildKey, outcome, message }: SetNewestResult): string {
  return `Build ${buildKey} ${outcome}${message ? ` (service said: ${message})` : ''}`;
}

/** @throws the service's refusal when set-newest was refused */
export function throwIfSetNewestFailed(result: SetNewestResult): void {
  if (result.error) throw result.error;
}
