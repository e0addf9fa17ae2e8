import { createHmac, randomBytes } from 'node:crypto';
import { fileExtensions, type Platform } from './model.js';
import { randomHex } from './random.js';
import { sameSecret } from './secrets.js';
import type { UploadSettings } from './state.js';

/** What getCOSToken issued for one key (api-v2 §2.4), kept until the storage upload uses it. */
export interface UploadTicket {
  /** The storage key, which is also the key to poll buildInfo with. */
  key: string;
  /** The buildKey the published build gets: `key` itself unless the keys are distinct. */
  buildKey: string;
  platform: Platform;
  settings: UploadSettings;
  /** COS-style signature `q-sign-algorithm=sha1&...&q-sign-time=<start>;<end>&q-signature=<hmac>`. */
  signature: string;
  securityToken: string;
}

/** The outcome of checking a storage upload's form against the issued tickets. */
export type TicketCheck =
  | { ok: true; ticket: UploadTicket }
  | { ok: false; reason: 'unknown-key' | 'bad-signature' | 'bad-token' | 'expired' };

/**
 * Issues and checks storage upload credentials. The signature is an HMAC over the key and its
 * validity window, so an expired or edited signature fails the check like it does at COS.
 */
export class UploadTickets {
  readonly #secret = randomBytes(32);
  readonly #tickets = new Map<string, UploadTicket>();

  /**
   * @param validitySeconds how long a signature is accepted after it was issued.
   * @param distinctKeys issue `<random>.<ext>` storage keys and another random buildKey for each.
   */
  constructor(
    private readonly validitySeconds: number,
    private readonly distinctKeys = false,
  ) {}

  /** Issues a ticket for a new key; `now` in ms since the epoch. */
  issue(platform: Platform, settings: UploadSettings, now: number): UploadTicket {
    const buildKey = randomHex(16);
    const key = this.distinctKeys ? `${randomHex(16)}.${fileExtensions[platform]}` : buildKey;
    const start = Math.floor(now / 1000);
    const window = `${start};${start + this.validitySeconds}`;
    const signature = [
      'q-sign-algorithm=sha1',
      'q-ak=AKIDsandbox',
      `q-sign-time=${window}`,
      `q-key-time=${window}`,
      'q-header-list=',
      'q-url-param-list=',
      `q-signature=${this.#sign(key, window)}`,
    ].join('&');
    const ticket: UploadTicket = {
      key,
      buildKey,
      platform,
      settings,
      signature,
      securityToken: randomHex(24),
    };
    this.#tickets.set(key, ticket);
    return ticket;
  }

  /** The ticket issued for `key`, if any. */
  get(key: string): UploadTicket | undefined {
    return this.#tickets.get(key);
  }

  /** Checks the form fields `key`, `signature` and `x-cos-security-token`; `now` in ms. */
  check(key: string, signature: string, securityToken: string, now: number): TicketCheck {
    const ticket = this.#tickets.get(key);
    if (ticket === undefined) return { ok: false, reason: 'unknown-key' };
    const window = new URLSearchParams(signature).get('q-sign-time') ?? '';
    const given = new URLSearchParams(signature).get('q-signature') ?? '';
    if (!sameSecret(given, this.#sign(key, window))) return { ok: false, reason: 'bad-signature' };
    if (!sameSecret(securityToken, ticket.securityToken)) return { ok: false, reason: 'bad-token' };
    const end = Number(window.split(';')[1]);
    if (!(end * 1000 > now)) return { ok: false, reason: 'expired' };
    return { ok: true, ticket };
  }

  /** The secret parts of every ticket issued: each signature's HMAC and each security token. */
  issuedSecrets(): string[] {
    return [...this.#tickets.values()].flatMap((ticket) => [
      new URLSearchParams(ticket.signature).get('q-signature') ?? ticket.signature,
      ticket.securityToken,
    ]);
  }

  #sign(key: string, window: string): string {
    return createHmac('sha1', this.#secret).update(`${key}\n${window}`).digest('hex');
  }
}
