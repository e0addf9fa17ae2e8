/**
 * Keeps secrets out of the text a run shows: an echoed request, a service answer, a stack, a
 * record, a failure line. README.md and docs/notifications.md promise what is kept out: the api
 * key, user key and passwords, each webhook URL and every part of its path and query (the token,
 * DingTalk's `sign` and `timestamp`), the signing secrets and signatures, and the storage
 * upload's signature and security token.
 */
import { escapeHtml } from './html.js';

/** The mark that stands in for a secret. */
const MARK = '***';

/**
 * The shortest start of a secret that a quote may not end with, and the shortest secret redacted
 * wherever it stands: shorter ones are too common in ordinary text to drop there, and too short to
 * help guess the rest; they are redacted where they stand as a part of a URL or a form.
 */
const MIN_SECRET_START = 4;

/**
 * The shortest part of a secret URL (a path segment, a query value) redacted wherever it stands;
 * shorter parts (Slack's `T000`, a generic webhook's `/notify/`) only where they stand as a part
 * of a URL or a form, as a short word may be ordinary text.
 */
const MIN_URL_PART_ANYWHERE = 8;

/**
 * A path segment that reads as words (`notifications`, `incoming-webhooks`, `Builds`): letters
 * only, each word lower case after its first letter. Such a segment of a generic webhook's path
 * is redacted only inside a URL or a form: anywhere, it would take the same word out of every
 * summary and chat text. A token has digits, mixed case or other characters, and is redacted
 * wherever it stands.
 */
const WORDS = /^[A-Za-z][a-z]*(?:[-_.][A-Za-z][a-z]*)*$/;

/** What may stand before a secret's part in a URL or a form: a path's `/`, a field's `=`. */
const PART_BEFORE = '(?<=[/=])';
/** What may follow a secret's part in a URL or a form, or in a text that quotes one. */
const PART_AFTER = '(?=$|[/?&#=\\s"\'<>,;)\\]}])';

/**
 * The secret values of one run, each in every form a request carries it in: plain, URL-encoded,
 * form-encoded, as a URL's path or query writes it. A value that is an http(s) URL (a webhook)
 * also adds its path and query and each part of them, but for the platforms' public words.
 */
export class SecretSet implements Iterable<string> {
  /** Each form, longest first; with a pattern, it is redacted only where it stands as a URL's part. */
  #forms: { text: string; pattern?: RegExp }[] = [];
  readonly #known = new Set<string>();
  readonly #publicUrlParts: ReadonlySet<string>;

  /**
   * @param secrets the first values (empty and undefined ones are ignored)
   * @param publicUrlParts path segments and query values of a webhook URL that are the same for
   *   everyone (the notify job's PUBLIC_WEBHOOK_PARTS): left alone, as ordinary words
   */
  constructor(
    secrets: Iterable<string | undefined> = [],
    publicUrlParts: ReadonlySet<string> = new Set(),
  ) {
    this.#publicUrlParts = publicUrlParts;
    for (const secret of secrets) this.add(secret);
  }

  /** Adds a secret value (ignored when empty), and, for a URL, its parts. */
  add(secret: string | undefined): void {
    if (!secret || this.#known.has(secret)) return;
    this.#known.add(secret);
    this.#addForms(secret, secret.length >= MIN_SECRET_START);
    for (const { part, anywhere } of urlParts(secret, this.#publicUrlParts)) {
      this.#addForms(part, anywhere && part.length >= MIN_URL_PART_ANYWHERE);
    }
    // A secret inside a longer one (a signature's part) must not break the longer one's match.
    this.#forms.sort((a, b) => b.text.length - a.text.length);
  }

  /** Every secret value added, as given. */
  [Symbol.iterator](): Iterator<string> {
    return this.#known.values();
  }

  /** `text` with every form of every secret replaced with `***`. */
  redact(text: string): string {
    let result = text;
    for (const form of this.#forms) {
      result = form.pattern
        ? result.replace(form.pattern, MARK)
        : result.split(form.text).join(MARK);
    }
    return result;
  }

  /**
   * At most the first `maxChars` characters of `text`, redacted, for a message that quotes a
   * service answer or an echoed request. The whole text is redacted before it is cut, so a secret
   * across the cut is not halved into a visible start; and a quote that ends with the start (4
   * characters or more) of a secret, as a cut or a truncated echo leaves it, ends with `***`
   * instead.
   */
  quote(text: string, maxChars: number): string {
    const quote = this.redact(text).slice(0, maxChars);
    let longest = 0;
    for (const { text: form } of this.#forms) {
      const shortest = Math.max(MIN_SECRET_START, longest + 1);
      for (let length = Math.min(form.length, quote.length); length >= shortest; length -= 1) {
        if (quote.endsWith(form.slice(0, length))) {
          longest = length;
          break;
        }
      }
    }
    return longest ? quote.slice(0, -longest) + MARK : quote;
  }

  /**
   * `value` with every string in it redacted: strings, arrays and plain objects are copied; an
   * Error keeps its class and is redacted in place (its message, stack and string fields), so
   * that what a front-end tells by its class (exit codes, wording) still holds.
   */
  scrub<T>(value: T): T {
    return this.#scrub(value) as T;
  }

  #scrub(value: unknown): unknown {
    if (typeof value === 'string') return this.redact(value);
    if (Array.isArray(value)) return value.map((item: unknown) => this.#scrub(item));
    if (value instanceof Error) {
      for (const name of Object.getOwnPropertyNames(value)) {
        const field: unknown = Reflect.get(value, name);
        if (typeof field === 'string') Reflect.set(value, name, this.redact(field));
      }
      return value;
    }
    if (typeof value !== 'object' || value === null) return value;
    if (Object.getPrototypeOf(value) !== Object.prototype) return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [name, this.#scrub(field)]),
    );
  }

  #addForms(secret: string, anywhere: boolean): void {
    for (const text of formsOf(secret)) {
      const known = this.#forms.find((form) => form.text === text);
      if (known) {
        if (anywhere) delete known.pattern;
        continue;
      }
      this.#forms.push(
        anywhere
          ? { text }
          : { text, pattern: new RegExp(PART_BEFORE + escaped(text) + PART_AFTER, 'g') },
      );
    }
  }
}

/**
 * Replaces every occurrence of each secret in `text` with `***`, also in the encoded forms a
 * request carries it in (see SecretSet). Empty secrets are ignored.
 */
export function redact(text: string, secrets: Iterable<string>): string {
  return secretSetOf(secrets).redact(text);
}

/** {@link SecretSet.quote} over `secrets`. */
export function quoteRedacted(text: string, secrets: Iterable<string>, maxChars: number): string {
  return secretSetOf(secrets).quote(text, maxChars);
}

function secretSetOf(secrets: Iterable<string>): SecretSet {
  return secrets instanceof SecretSet ? secrets : new SecretSet(secrets);
}

/**
 * Each non-empty form of `secret`: as given, URL-encoded, form-encoded, as a URL's path or query
 * writes it (`encodeURI`: a space encoded, `+&=/` kept), as an HTML error page quotes it (`&amp;`),
 * and decoded when it is itself encoded (a path segment).
 */
function formsOf(secret: string): string[] {
  const forms = new Set([
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ s: secret }).toString().slice(2),
    encodeURI(secret),
    escapeHtml(secret),
  ]);
  try {
    forms.add(decodeURIComponent(secret));
  } catch {
    // Not percent-encoded: nothing to add.
  }
  forms.delete('');
  return [...forms];
}

/**
 * The secret parts of `value` when it is an http(s) URL: its path with the query, and each path
 * segment and query value but the public ones (`publicParts`); `anywhere` is false for a path
 * segment that reads as words (see WORDS). None for any other value.
 */
function urlParts(
  value: string,
  publicParts: ReadonlySet<string>,
): { part: string; anywhere: boolean }[] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [];
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
  const parts = [
    { part: `${url.pathname}${url.search}`, anywhere: true },
    ...url.pathname.split('/').map((part) => ({ part, anywhere: !WORDS.test(part) })),
    ...[...url.searchParams.values()].map((part) => ({ part, anywhere: true })),
  ];
  return parts.filter(({ part }) => part !== '' && part !== '/' && !publicParts.has(part));
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
