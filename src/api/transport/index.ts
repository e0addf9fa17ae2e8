/** The client of the service's JSON API (service.md#quirks): see Transport. */
export { Transport } from './client.js';
export { ANSWER_LIMITS } from './answer-body.js';
export { exchange, type Exchanged } from './http-exchange.js';
export {
  isRateLimited,
  isSafeToRepeat,
  isTransientFailure,
  withRetryPolicy,
  type RetryPolicy,
} from './retry-policy.js';
export { retryAfterMs } from './retry-after.js';
export type {
  CallRequest,
  FilePart,
  Params,
  ServiceAnswer,
  TransportHooks,
  TransportOptions,
} from './types.js';
