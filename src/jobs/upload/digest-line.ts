/**
 * The digest line the upload job writes into each build's description (buildDescription, shown as
 * the build's description in the Pgyer console; README.md `if-published`): `sha256:` and the
 * first 16 hex digits of the file's SHA-256, on a line of its own after the user's description.
 */

/** Hex digits of the SHA-256 recorded: 64 bits, no collision among an app's builds in practice. */
const DIGEST_DIGITS = 16;

/** The line as written; at the end of the description, or alone without one. */
const DIGEST_LINE = /(?:^|\n)sha256:([0-9a-f]{16})\s*$/;

/** The digest line of a file whose SHA-256 is `sha256` (64 hex digits). */
export function digestLine(sha256: string): string {
  return `sha256:${sha256.slice(0, DIGEST_DIGITS).toLowerCase()}`;
}

/**
 * `description` with the digest line of `sha256` after it, a blank line between; the line alone
 * when there is no description. The user's text is kept whole.
 */
export function withDigestLine(description: string | undefined, sha256: string): string {
  const line = digestLine(sha256);
  return description ? `${description}\n\n${line}` : line;
}

/**
 * Whether `description` (a build's buildDescription) ends with the digest line of `sha256`: the
 * build is of the same file. A description edited in the console keeps matching while that line
 * stays last.
 */
export function hasDigestLine(description: string | undefined, sha256: string): boolean {
  const found = DIGEST_LINE.exec(description ?? '')?.[1];
  return found !== undefined && `sha256:${found}` === digestLine(sha256);
}
