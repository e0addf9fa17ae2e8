import type { FaultSpec } from './faults.js';
import { randomHex } from './random.js';

/** How to start a sandbox; every field is optional. */
export interface SandboxOptions {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /** TCP port; default 0, an ephemeral port. */
  port?: number;
  /** The `_api_key` the sandbox accepts; default 32 random hex characters. */
  apiKey?: string;
  /** The `userKey` app/updateApp needs; default 32 random hex characters. */
  userKey?: string;
  /** How long a new upload answers 1246 (parsing), in ms; default 300. */
  parseDelayMs?: number;
  /** How long it then answers 1247 (publishing), in ms; default 1000. */
  publishDelayMs?: number;
  /** How long a storage signature from getCOSToken is accepted, in seconds; default 1860. */
  tokenValiditySeconds?: number;
  /** Where uploaded files are stored; default a fresh temporary directory that close() removes. */
  dataDir?: string;
  /** Items per page of list operations; default 20. */
  pageSize?: number;
  /**
   * Added before every API answer, in ms; default 0. Stands in for the real service's round trip,
   * so benchmarks show what concurrency buys.
   */
  latencyMs?: number;
  /** Faults active from the start. */
  faults?: FaultSpec[];
  /**
   * When true, getCOSToken's key is a storage object key of its own (`<random>.<ext>`) and the
   * published build gets another buildKey, which buildInfo's record carries: the spec does not
   * promise the two are equal (api-v2 §2.2, §2.4), so a client that names the build by the upload
   * key fails here. Default false: the two keys are equal, as in every observed answer.
   */
  distinctUploadKeys?: boolean;
}

/** {@link SandboxOptions} with defaults applied (dataDir stays optional: see startSandbox). */
export type ResolvedOptions = Required<Omit<SandboxOptions, 'dataDir' | 'faults'>> &
  Pick<SandboxOptions, 'dataDir'> & { faults: FaultSpec[] };

/**
 * Applies the defaults and checks the numbers.
 * @throws RangeError for a port outside 0-65535, a negative or non-finite delay, a validity that
 *   is not positive, a page size that is not a positive integer, or an empty key.
 */
export function resolveOptions(options: SandboxOptions): ResolvedOptions {
  const resolved: ResolvedOptions = {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    apiKey: options.apiKey ?? randomHex(16),
    userKey: options.userKey ?? randomHex(16),
    parseDelayMs: options.parseDelayMs ?? 300,
    publishDelayMs: options.publishDelayMs ?? 1000,
    tokenValiditySeconds: options.tokenValiditySeconds ?? 1860,
    dataDir: options.dataDir,
    pageSize: options.pageSize ?? 20,
    latencyMs: options.latencyMs ?? 0,
    faults: options.faults ?? [],
    distinctUploadKeys: options.distinctUploadKeys ?? false,
  };
  const checks: [boolean, string][] = [
    [
      Number.isInteger(resolved.port) && resolved.port >= 0 && resolved.port <= 65535,
      'port must be 0 to 65535',
    ],
    [isDuration(resolved.parseDelayMs), 'parseDelayMs must be a finite number >= 0'],
    [isDuration(resolved.publishDelayMs), 'publishDelayMs must be a finite number >= 0'],
    [isDuration(resolved.latencyMs), 'latencyMs must be a finite number >= 0'],
    [resolved.tokenValiditySeconds > 0, 'tokenValiditySeconds must be > 0'],
    [
      Number.isInteger(resolved.pageSize) && resolved.pageSize > 0,
      'pageSize must be a positive integer',
    ],
    [resolved.apiKey !== '' && resolved.userKey !== '', 'apiKey and userKey must not be empty'],
  ];
  const failed = checks.find(([ok]) => !ok);
  if (failed !== undefined) throw new RangeError(`sandbox option: ${failed[1]}`);
  return resolved;
}

function isDuration(ms: number): boolean {
  return Number.isFinite(ms) && ms >= 0;
}
