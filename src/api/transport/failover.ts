/** Moving to the next service origin when the one in use is unreachable or moved (service.md#quirks). */
import { NetworkError, UnexpectedResponseError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { OriginRing } from './origins.js';

/**
 * One try of a call across `origins`: while the origin in use is unreachable or moved, the next
 * one in the ring, until each has had its turn; then the try fails with the last origin's error,
 * and the next try (if the retry policy allows one) starts at the origin after it.
 * @param idempotent false for a call that must not run twice (see isUnreachableOrMoved)
 * @throws the error of `send` when it is not about the origin, or when every origin failed
 */
export async function acrossOrigins<T>(
  origins: OriginRing,
  idempotent: boolean,
  logger: Logger,
  send: (origin: string) => Promise<T>,
): Promise<T> {
  for (let turns = 1; ; turns += 1) {
    const origin = origins.current;
    try {
      return await send(origin);
    } catch (error) {
      const moveOn =
        error instanceof Error && origins.size > 1 && isUnreachableOrMoved(error, idempotent);
      if (!moveOn) throw error;
      origins.moveOnFrom(origin);
      if (turns >= origins.size) throw error;
      // An info line: the call goes on, and its final failure names every origin tried.
      logger.info(`${origin}: ${error.message}; switching to ${origins.current}`);
    }
  }
}

/**
 * Whether the origin itself is the problem (service.md#quirks): no connection could be made, or it
 * answered a redirect or an HTML page, as the service's old domains did after a move. A 429 is
 * not: the account's rate limit holds on every origin, and moving on would only spend it faster.
 */
function isUnreachableOrMoved(error: Error, idempotent: boolean): boolean {
  if (error instanceof NetworkError) return error.neverSent;
  if (!(error instanceof UnexpectedResponseError) || error.httpStatus === 429) return false;
  const redirected = error.httpStatus >= 300 && error.httpStatus < 400;
  // An HTML error page may come from a gateway after the service acted: a call that must not
  // run twice moves on only when it was surely turned away (a redirect).
  return redirected || (idempotent && error.contentType.includes('html'));
}
