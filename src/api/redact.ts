/** Keeps secrets out of the text a message shows: an echoed request, a service answer, a stack. */

/** The mark that stands in for a secret. */
const MARK = '***';

/**
 * The shortest start of a secret that a quote may not end with: shorter tails are too common in
 * ordinary text to drop, and too short to help guess the rest.
 */
const MIN_SECRET_START = 4;

/**
 * Replaces every occurrence of each secret in `text` with `***`, also in the encoded forms a
 * request carries it in (a form or query string, a URL), which an echoed error page shows.
 * Empty secrets are ignored.
 */
export function redact(text: string, secrets: Iterable<string>): string {
  return replaceForms(text, formsOf(secrets));
}

/**
 * At most the first `maxChars` characters of `text`, secrets redacted as {@link redact} does, for
 * a message that quotes a service answer or an echoed request. The whole text is redacted before
 * it is cut, so a secret across the cut is not halved into a visible start; and a quote that ends
 * with the start (4 characters or more) of a secret, as a cut or a truncated echo leaves it, ends
 * with `***` instead.
 */
export function quoteRedacted(text: string, secrets: Iterable<string>, maxChars: number): string {
  const forms = formsOf(secrets);
  const quote = replaceForms(text, forms).slice(0, maxChars);
  let longest = 0;
  for (const form of forms) {
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

function replaceForms(text: string, forms: readonly string[]): string {
  let result = text;
  for (const form of forms) result = result.split(form).join(MARK);
  return result;
}

/** Each non-empty secret as sent in a body, a form or query string, and a URL; longest first. */
function formsOf(secrets: Iterable<string>): string[] {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    forms.add(secret);
    forms.add(encodeURIComponent(secret));
    forms.add(new URLSearchParams({ s: secret }).toString().slice(2));
  }
  // A secret inside a longer one (a signature's part) must not break the longer one's match.
  return [...forms].sort((a, b) => b.length - a.length);
}
