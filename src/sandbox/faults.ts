import type { Code } from './codes.js';

/**
 * Fault injection: the failures the real service and its storage show (service.md#quirks), on
 * demand. Every fault fires `times` times (default 1, `Infinity` allowed) and is then spent.
 */

interface Repeat {
  /** How many requests (or, for never-publish, uploads) the fault applies to; default 1. */
  times?: number;
}

interface OperationFilter {
  /** Only requests of this operation, e.g. 'app/buildInfo' or 'storage'; default any. */
  operation?: string;
}

/** Answer an HTML error page with `status` instead of JSON, like a proxy after a domain move. */
export interface HtmlFault extends Repeat, OperationFilter {
  kind: 'html';
  /** HTTP status of the page, 400 to 599. */
  status: number;
  /** Sent as the Retry-After header (seconds), as a rate limiter's 429 or a 503 does. */
  retryAfterSeconds?: number;
}

/**
 * Trouble on the connection itself, on any route: `hang` reads the request and never answers,
 * `reset` reads it and drops the connection, `truncated` answers half a JSON envelope.
 */
export interface ConnectionFault extends Repeat, OperationFilter {
  kind: 'hang' | 'reset' | 'truncated';
}

/** Answer the envelope code 1098 (hourly request limit) with HTTP 200, on `/apiv2` operations. */
export interface RateLimitFault extends Repeat, OperationFilter {
  kind: 'rate-limit';
}

/**
 * Answer the envelope `code` (HTTP 200) without acting, on `/apiv2` operations: the service
 * refusing a single request, such as 1202 from app/buildDelete in the middle of a cleanup.
 */
export interface RefuseFault extends Repeat, OperationFilter {
  kind: 'refuse';
  code: Code;
}

/**
 * On `/apiv2` and `/apiv1` operations: the operation runs (its side effects happen), then its
 * answer is lost on the way back: the connection is reset, or, with `status`, an HTML error page
 * comes instead, as a proxy that gave up waiting. A client that sends the request again repeats
 * the side effect: tests of non-idempotent calls (a screenshot, a deletion) use it.
 */
export interface LostAnswerFault extends Repeat, OperationFilter {
  kind: 'lost-answer';
  /** HTTP status of the HTML page, 400 to 599; absent: the connection is reset. */
  status?: number;
}

/**
 * On the storage endpoint: read the body up to `afterBytes`, then reset the connection without
 * storing anything. A body smaller than the client's socket buffers is then all written on the
 * client's side before the reset, though storage never had it (the reset on a small package).
 */
export interface StorageResetFault extends Repeat {
  kind: 'storage-reset';
  /** Body bytes (multipart framing included) read before the reset; default: the first chunk. */
  afterBytes?: number;
}

/** On the storage endpoint: answer 403 with COS's `AccessDenied` / `Request has expired` XML. */
export interface StorageForbiddenFault extends Repeat {
  kind: 'storage-forbidden';
}

/** Builds uploaded while this fault is active stay in 1247 (publishing) for ever. */
export interface NeverPublishFault extends Repeat {
  kind: 'never-publish';
}

/**
 * On `/apiv2` operations: the answer quotes what the service knows of the request (see echo.ts):
 * its method, path and fields, and for an upload key the storage signature, security token and
 * install password issued with it, as a service's debug message or a proxy's error page does.
 * `message`: the envelope `code` (HTTP 200) with the quote as its message, without acting; `html`:
 * an HTML page of `status` quoting it, without acting; `redirect`: a 302 whose Location carries
 * it, without acting; `record`: the operation runs and the text fields of the record it answers
 * (the build's name and descriptions) quote it.
 */
export interface EchoFault extends Repeat, OperationFilter {
  kind: 'echo';
  into: 'message' | 'html' | 'redirect' | 'record';
  /** For `message`; default 1216 (publishing failed). */
  code?: Code;
  /** For `html`, 400 to 599; default 502. */
  status?: number;
}

/** One fault to inject; see each member for where it applies. */
export type FaultSpec =
  | EchoFault
  | HtmlFault
  | ConnectionFault
  | RateLimitFault
  | RefuseFault
  | LostAnswerFault
  | StorageResetFault
  | StorageForbiddenFault
  | NeverPublishFault;

/** The kinds of {@link FaultSpec}. */
export type FaultKind = FaultSpec['kind'];

interface ActiveFault {
  spec: FaultSpec;
  remaining: number;
}

/** The faults in force; the first matching fault injected is the one used. */
export class FaultPlan {
  readonly #active: ActiveFault[] = [];

  /**
   * Adds a fault.
   * @throws RangeError when `times` is not a positive integer or Infinity, the status of an
   *   html, lost-answer or echo fault is not 400 to 599, or a storage-reset's afterBytes is not a
   *   non-negative integer.
   */
  inject(spec: FaultSpec): void {
    const times = spec.times ?? 1;
    if (!(times === Infinity || (Number.isInteger(times) && times > 0))) {
      throw new RangeError(`fault times must be a positive integer or Infinity, got ${times}`);
    }
    if (
      (spec.kind === 'html' ||
        ((spec.kind === 'lost-answer' || spec.kind === 'echo') && spec.status !== undefined)) &&
      !isErrorStatus(spec.status)
    ) {
      throw new RangeError(`${spec.kind} fault status must be 400 to 599, got ${spec.status}`);
    }
    if (
      spec.kind === 'storage-reset' &&
      spec.afterBytes !== undefined &&
      !(Number.isInteger(spec.afterBytes) && spec.afterBytes >= 0)
    ) {
      throw new RangeError(
        `storage-reset afterBytes must be a non-negative integer, got ${spec.afterBytes}`,
      );
    }
    this.#active.push({ spec: { ...spec }, remaining: times });
  }

  /** Removes every fault. */
  clear(): void {
    this.#active.length = 0;
  }

  /**
   * Uses up one firing of the first fault of `kind` that applies to `operation`.
   * @returns the fault, or undefined when none applies.
   */
  take<K extends FaultKind>(
    kind: K,
    operation: string,
  ): Extract<FaultSpec, { kind: K }> | undefined {
    const index = this.#active.findIndex(
      ({ spec }) =>
        spec.kind === kind &&
        (!('operation' in spec) || spec.operation === undefined || spec.operation === operation),
    );
    const fault = this.#active[index];
    if (fault === undefined) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#active.splice(index, 1);
    return fault.spec as Extract<FaultSpec, { kind: K }>;
  }
}

function isErrorStatus(status: number | undefined): boolean {
  return status !== undefined && Number.isInteger(status) && status >= 400 && status <= 599;
}
