import { type Clock, systemClock } from './clock.js';
import type { FaultSpec } from './faults.js';
import { randomHex } from './random.js';
import { isValidShortcut } from './shortcuts.js';

/**
 * How fast an upload publishes: `fast`, 300 ms parsing (1246) then 1 s publishing (1247), for
 * tests and demos; `realistic`, 4 s then 50 s, the service's pace (service.md#build-info:
 * "typically within about 1 minute"), still inside the 60 one-second polls of the vendor's clients.
 */
export type PublishProfile = 'fast' | 'realistic';

/** The parsing and publishing delays of each profile, in ms. */
export const publishProfiles: Readonly<
  Record<PublishProfile, { parseDelayMs: number; publishDelayMs: number }>
> = {
  fast: { parseDelayMs: 300, publishDelayMs: 1000 },
  realistic: { parseDelayMs: 4000, publishDelayMs: 50_000 },
};

/** A channel as created in the service's console: a short link inside an app. */
export interface ChannelSeed {
  /** The app the channel belongs to; when no app has that key yet, the first upload to the channel creates it. */
  appKey: string;
  /** The channel's short link, unique among short links. */
  shortcut: string;
}

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
  /** Sets both delays below; default `fast`. */
  publishProfile?: PublishProfile;
  /** How long a new upload answers 1246 (parsing), in ms; default the profile's. */
  parseDelayMs?: number;
  /** How long it then answers 1247 (publishing), in ms; default the profile's. */
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
  /** Channels that exist from the start (service.md#upload-token buildChannelShortcut). */
  channels?: ChannelSeed[];
  /** How many of the most recent requests `Sandbox.requests` keeps; default 10000. */
  requestLogSize?: number;
  /**
   * Where the sandbox reads the time and waits; default the system's. It dates uploads and
   * seeded records, decides the day of install periods, expires storage signatures and paces
   * publishing; tests move it to walk through a realistic pace or stand a year away.
   */
  clock?: Clock;
  /**
   * Serve HTTPS with a certificate made at start by a CA made for this run (tls.ts), whose PEM
   * file `caCertificatePath` names; default false (HTTP).
   */
  tls?: boolean;
  /**
   * When true, getCOSToken's key is a storage object key of its own (`<random>.<ext>`) and the
   * published build gets another buildKey, which buildInfo's record carries: the spec does not
   * promise the two are equal (service.md#build-record, #upload-token), so a client that names the
   * build by the upload key fails here. Default false: the two keys are equal, as in every observed
   * answer.
   */
  distinctUploadKeys?: boolean;
  /**
   * What buildInfo answers for a key getCOSToken issued whose storage upload never completed. The
   * spec is silent (service.md#build-info lists only the published record, 1216 and 1246/1247);
   * default 1093, "no information found", the sandbox's own reading. 1009 ("no information found
   * for the app", what the service was seen answering) and 1092 ("version information not found")
   * are the other not-found readings, and a key never issued then answers the same code; 1246 or
   * 1247 is the reading where the service reports such a key as still in progress, for ever.
   */
  unstoredUploadCode?: UnstoredUploadCode;
  /**
   * When true, app/updateApp, app/setNewestVersion and app/cancelNewestVersion refuse a request
   * without buildKey (1023), the stricter reading. Default false: the spec marks buildKey optional
   * there (service.md#build-settings, #newest-version), and the sandbox then changes the current
   * build of the app uploaded to last, its own reading of what the spec leaves unsaid.
   */
  requireBuildKey?: boolean;
}

/**
 * The answers {@link SandboxOptions.unstoredUploadCode} can choose: the not-found codes
 * ({@link notFoundUploadCodes}), parsing, publishing.
 */
export const unstoredUploadCodes = [1093, 1009, 1092, 1246, 1247] as const;

/** The not-found codes among {@link unstoredUploadCodes}: a key never issued answers those too. */
export const notFoundUploadCodes: readonly UnstoredUploadCode[] = [1093, 1009, 1092];

/** One of {@link unstoredUploadCodes}. */
export type UnstoredUploadCode = (typeof unstoredUploadCodes)[number];

/** {@link SandboxOptions} with defaults applied (dataDir stays optional: see startSandbox). */
export type ResolvedOptions = Required<Omit<SandboxOptions, 'dataDir' | 'publishProfile'>> &
  Pick<SandboxOptions, 'dataDir'>;

/**
 * Applies the defaults and checks the numbers.
 * @throws RangeError for a port outside 0-65535, a negative or non-finite delay, a validity that
 *   is not positive, a page size or log size that is not a positive integer, an empty key, an
 *   unknown publish profile, a channel without an appKey or with an invalid or repeated short
 *   link, or an unstoredUploadCode that is not 1093, 1009, 1092, 1246 or 1247.
 */
export function resolveOptions(options: SandboxOptions): ResolvedOptions {
  const profile = publishProfiles[options.publishProfile ?? 'fast'] as
    (typeof publishProfiles)[PublishProfile] | undefined;
  if (profile === undefined)
    throw new RangeError('sandbox option: publishProfile must be fast or realistic');
  const resolved: ResolvedOptions = {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    apiKey: options.apiKey ?? randomHex(16),
    userKey: options.userKey ?? randomHex(16),
    parseDelayMs: options.parseDelayMs ?? profile.parseDelayMs,
    publishDelayMs: options.publishDelayMs ?? profile.publishDelayMs,
    tokenValiditySeconds: options.tokenValiditySeconds ?? 1860,
    dataDir: options.dataDir,
    pageSize: options.pageSize ?? 20,
    latencyMs: options.latencyMs ?? 0,
    faults: options.faults ?? [],
    channels: options.channels ?? [],
    requestLogSize: options.requestLogSize ?? 10_000,
    clock: options.clock ?? systemClock,
    tls: options.tls ?? false,
    distinctUploadKeys: options.distinctUploadKeys ?? false,
    unstoredUploadCode: options.unstoredUploadCode ?? 1093,
    requireBuildKey: options.requireBuildKey ?? false,
  };
  const shortcuts = resolved.channels.map(({ shortcut }) => shortcut);
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
    [
      Number.isInteger(resolved.requestLogSize) && resolved.requestLogSize > 0,
      'requestLogSize must be a positive integer',
    ],
    [
      resolved.channels.every(({ appKey }) => appKey !== '') &&
        shortcuts.every(isValidShortcut) &&
        new Set(shortcuts).size === shortcuts.length,
      'each channel needs an appKey and its own short link of 2 to 20 of A-Z a-z 0-9 _ -',
    ],
    [
      unstoredUploadCodes.includes(resolved.unstoredUploadCode),
      `unstoredUploadCode must be one of ${unstoredUploadCodes.join(', ')}`,
    ],
  ];
  const failed = checks.find(([ok]) => !ok);
  if (failed !== undefined) throw new RangeError(`sandbox option: ${failed[1]}`);
  return resolved;
}

function isDuration(ms: number): boolean {
  return Number.isFinite(ms) && ms >= 0;
}
