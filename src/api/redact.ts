/** Replaces every occurrence of each secret in `text` with `***`; empty secrets are ignored. */
export function redact(text: string, secrets: Iterable<string>): string {
  let result = text;
  for (const secret of secrets) {
    if (secret) result = result.split(secret).join('***');
  }
  return result;
}
