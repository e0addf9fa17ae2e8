/**
 * Replaces every occurrence of each secret in `text` with `***`, also in the encoded forms a
 * request carries it in (a form or query string, a URL), which an echoed error page shows.
 * Empty secrets are ignored.
 */
export function redact(text: string, secrets: Iterable<string>): string {
  let result = text;
  for (const secret of secrets) {
    if (!secret) continue;
    const forms = new Set([
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
    ]);
    for (const form of forms) result = result.split(form).join('***');
  }
  return result;
}
