/**
 * A request's time limit as a timer of its own, cleared once the request settles. Not
 * `AbortSignal.timeout` inside `AbortSignal.any`: on Node 20 only a weak reference keeps such a
 * timeout signal, a garbage collection drops it and it never fires (Node issue 57736), so a host
 * that accepted and never answered held the run until the runner killed it.
 */

/** A request's time ran out: the abort reason of a Deadline, named as AbortSignal.timeout's is. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';

  /** @param timeoutMs the limit that ran out, in ms */
  constructor(readonly timeoutMs: number) {
    super(`timed out after ${timeoutMs / 1000} s`);
  }
}

/** A signal with a time limit; `clear` stops its timer and lets go of the caller's signal. */
export interface Deadline {
  /** Aborts with `cancel`'s reason when it aborts, or with a TimeoutError at the limit. */
  readonly signal: AbortSignal;
  /** Call once the request has settled, whatever its outcome: the timer holds the process. */
  clear(): void;
}

/**
 * A deadline `timeoutMs` ms from now that also aborts when `cancel` does. The timer is a plain
 * one that holds its controller strongly, so no garbage collection can lose it; joined to
 * `cancel` by `AbortSignal.any`, which adds no listener to it (a run's one cancel signal is
 * shared by many requests at once).
 */
export function deadline(timeoutMs: number, cancel?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new TimeoutError(timeoutMs));
  }, timeoutMs);
  return {
    signal: cancel ? AbortSignal.any([cancel, controller.signal]) : controller.signal,
    clear() {
      clearTimeout(timer);
    },
  };
}
