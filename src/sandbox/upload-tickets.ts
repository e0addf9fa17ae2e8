import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fileExtensions, type Platform } from './model.js';
import { randomHex } from './random.js';
import { sameSecret } from './secrets.js';
import type { UploadSettings } from './state.js';

/**
 * What getCOSToken issued for one key (service.md#upload-token), kept until the storage upload uses
 * it: the temporary credentials of one upload (as COS's STS hands out: an access key id, its secret
 * key and a security token, allowed to write this one object key) and the signature made with them.
 */
export interface UploadTicket {
  /** The storage key, which is also the key to poll buildInfo with; the only object the ticket may write. */
  key: string;
  /** The buildKey the published build gets: `key` itself unless the keys are distinct. */
  buildKey: string;
  platform: Platform;
  settings: UploadSettings;
  /** COS request signature: `q-sign-algorithm=sha1&q-ak=...&q-sign-time=<start>;<end>&...`. */
  signature: string;
  securityToken: string;
  /** The temporary access key id (`q-ak`). */
  accessKeyId: string;
  /** The temporary secret key; never leaves the sandbox. */
  secretKey: string;
  /** End of the credentials' validity, s since the epoch. */
  expiresAt: number;
}

/** A storage request as the signature check reads it. */
export interface SignedRequest {
  /** HTTP method, e.g. `POST`. */
  method: string;
  /** Path of the request URL, e.g. `/storage`. */
  path: string;
  /** The request URL's query parameters. */
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The form fields `key`, `signature` and `x-cos-security-token`. */
  key: string;
  signature: string;
  securityToken: string;
}

/** Why COS refuses a signed request: each maps to one of its 403 errors (cos-errors.ts). */
export type TicketRefusal =
  | 'malformed-signature'
  | 'unknown-access-key'
  | 'bad-token'
  | 'expired'
  | 'time-skewed'
  | 'bad-signature'
  | 'wrong-key';

/** The outcome of checking a storage upload's form against the issued tickets. */
export type TicketCheck = { ok: true; ticket: UploadTicket } | { ok: false; reason: TicketRefusal };

/** The fields of a COS signature, in the order COS writes them. */
const signatureFields = [
  'q-sign-algorithm',
  'q-ak',
  'q-sign-time',
  'q-key-time',
  'q-header-list',
  'q-url-param-list',
  'q-signature',
] as const;

/** How far a signature's start may lie in the future, in s: COS tolerates 15 minutes of skew. */
const allowedSkewSeconds = 15 * 60;

/**
 * Issues and checks storage upload credentials the way Tencent COS does (its "request
 * signature"): the signature names its algorithm (sha1), access key, validity windows and the
 * headers and URL parameters it covers, and its `q-signature` is
 * HMAC-SHA1(HMAC-SHA1(secretKey, keyTime), "sha1\n<signTime>\nSHA1(httpString)\n") where
 * httpString is `<method>\n<path>\n<params>\n<headers>\n` over the listed parameters and
 * headers of the request that arrives. Anything edited fails like it does at COS.
 */
export class UploadTickets {
  readonly #byKey = new Map<string, UploadTicket>();
  readonly #byAccessKey = new Map<string, UploadTicket>();

  /**
   * @param validitySeconds how long a signature is accepted after it was issued.
   * @param storagePath the storage endpoint's path, which the signature covers.
   * @param distinctKeys issue `<random>.<ext>` storage keys and another random buildKey for each.
   */
  constructor(
    private readonly validitySeconds: number,
    private readonly storagePath: string,
    private readonly distinctKeys = false,
  ) {}

  /** Issues a ticket for a new key; `now` in ms since the epoch. */
  issue(platform: Platform, settings: UploadSettings, now: number): UploadTicket {
    const buildKey = randomHex(16);
    const key = this.distinctKeys ? `${randomHex(16)}.${fileExtensions[platform]}` : buildKey;
    const start = Math.floor(now / 1000);
    const window = `${start};${start + this.validitySeconds}`;
    const accessKeyId = `AKID${randomHex(16)}`;
    const secretKey = randomHex(16);
    const fields: Record<(typeof signatureFields)[number], string> = {
      'q-sign-algorithm': 'sha1',
      'q-ak': accessKeyId,
      'q-sign-time': window,
      'q-key-time': window,
      'q-header-list': '',
      'q-url-param-list': '',
      'q-signature': '',
    };
    fields['q-signature'] = cosSignature(secretKey, fields, {
      method: 'POST',
      path: this.storagePath,
      query: new URLSearchParams(),
      headers: {},
    });
    const ticket: UploadTicket = {
      key,
      buildKey,
      platform,
      settings,
      signature: signatureFields.map((name) => `${name}=${fields[name]}`).join('&'),
      securityToken: randomHex(24),
      accessKeyId,
      secretKey,
      expiresAt: start + this.validitySeconds,
    };
    this.#byKey.set(key, ticket);
    this.#byAccessKey.set(accessKeyId, ticket);
    return ticket;
  }

  /** The ticket issued for `key`, if any. */
  get(key: string): UploadTicket | undefined {
    return this.#byKey.get(key);
  }

  /**
   * Checks a storage request in COS's order: the signature's form, its access key, the security
   * token of those credentials, the time windows, the signature itself, then whether the
   * credentials may write the object key. `now` in ms since the epoch.
   */
  check(request: SignedRequest, now: number): TicketCheck {
    const fields = parseSignature(request.signature);
    if (fields === undefined) return { ok: false, reason: 'malformed-signature' };
    const ticket = this.#byAccessKey.get(fields['q-ak']);
    if (ticket === undefined) return { ok: false, reason: 'unknown-access-key' };
    if (!sameSecret(request.securityToken, ticket.securityToken)) {
      return { ok: false, reason: 'bad-token' };
    }
    const seconds = Math.floor(now / 1000);
    const windows = [fields['q-sign-time'], fields['q-key-time']].map(parseWindow);
    if (windows.some((window) => window === undefined)) {
      return { ok: false, reason: 'malformed-signature' };
    }
    const ends = windows.map((window) => window?.[1] ?? 0);
    if (Math.min(...ends, ticket.expiresAt) <= seconds) return { ok: false, reason: 'expired' };
    const starts = windows.map((window) => window?.[0] ?? 0);
    if (Math.max(...starts) > seconds + allowedSkewSeconds) {
      return { ok: false, reason: 'time-skewed' };
    }
    if (!sameSecret(fields['q-signature'], cosSignature(ticket.secretKey, fields, request))) {
      return { ok: false, reason: 'bad-signature' };
    }
    if (request.key !== ticket.key) return { ok: false, reason: 'wrong-key' };
    return { ok: true, ticket };
  }

  /** The secret parts of every ticket issued: each signature's HMAC and each security token. */
  issuedSecrets(): string[] {
    return [...this.#byKey.values()].flatMap((ticket) => [
      new URLSearchParams(ticket.signature).get('q-signature') ?? ticket.signature,
      ticket.securityToken,
    ]);
  }
}

type SignatureFields = Record<(typeof signatureFields)[number], string>;

/** The signature's fields when it has each of them exactly once and uses sha1; else undefined. */
function parseSignature(signature: string): SignatureFields | undefined {
  const pairs = new URLSearchParams(signature);
  const fields: Partial<SignatureFields> = {};
  for (const name of signatureFields) {
    const values = pairs.getAll(name);
    if (values.length !== 1) return undefined;
    fields[name] = values[0];
  }
  return fields['q-sign-algorithm'] === 'sha1' ? (fields as SignatureFields) : undefined;
}

/** `<start>;<end>` in s since the epoch, start not after end; else undefined. */
function parseWindow(text: string): [number, number] | undefined {
  const match = /^(\d{1,12});(\d{1,12})$/.exec(text);
  if (match === null) return undefined;
  const [start, end] = [Number(match[1]), Number(match[2])];
  return start <= end ? [start, end] : undefined;
}

/** COS's q-signature over the request's listed headers and URL parameters. */
function cosSignature(
  secretKey: string,
  fields: SignatureFields,
  request: Pick<SignedRequest, 'method' | 'path' | 'query' | 'headers'>,
): string {
  const listed = (list: string, value: (name: string) => string) =>
    list
      .split(';')
      .filter((name) => name !== '')
      .map((name) => name.toLowerCase())
      .sort()
      .map((name) => `${name}=${cosEncode(value(name))}`)
      .join('&');
  const params = listed(fields['q-url-param-list'], (name) => queryValue(request.query, name));
  const headers = listed(fields['q-header-list'], (name) => headerValue(request.headers, name));
  const httpString = `${request.method.toLowerCase()}\n${request.path}\n${params}\n${headers}\n`;
  const stringToSign = `sha1\n${fields['q-sign-time']}\n${sha1(httpString)}\n`;
  const signKey = hmac(secretKey, fields['q-key-time']);
  return hmac(signKey, stringToSign);
}

function queryValue(query: URLSearchParams, name: string): string {
  for (const [given, value] of query) if (given.toLowerCase() === name) return value;
  return '';
}

function headerValue(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** URL encoding as COS signs it: RFC 3986, everything but unreserved characters escaped. */
function cosEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

function hmac(key: string, text: string): string {
  return createHmac('sha1', key).update(text).digest('hex');
}
