/**
 * The digest line the upload job writes into each build's description (buildDescription, shown as
 * the build's description in the Pgyer console; README.md `if-published`): `package-sha256:` and
 * the first 16 hex digits of the package's digest (packageDigest), on a line of its own after the
 * user's description.
 */

/** Hex digits of the digest recorded: 64 bits, no collision among an app's builds in practice. */
const DIGEST_DIGITS = 16;

/** What the line starts with. */
const LABEL = 'package-sha256:';

/** The line as written: at the end of the description, or alone without one. */
const DIGEST_LINE = /(?:^|\n)package-sha256:([0-9a-f]{16})\s*$/;

/** The digest line of a package whose digest is `digest` (64 hex digits). */
export function digestLine(digest: string): string {
  return `${LABEL}${digest.slice(0, DIGEST_DIGITS).toLowerCase()}`;
}

/**
 * `description` with the digest line of `digest` after it, a blank line between; the line alone
 * when there is no description. The user's text is kept whole.
 */
export function withDigestLine(description: string | undefined, digest: string): string {
  const line = digestLine(digest);
  return description ? `${description}\n\n${line}` : line;
}

/**
 * Whether `description` (a build's buildDescription) ends with the digest line of `digest`: the
 * build is of the same package. A description edited in the console keeps matching while that
 * line stays last.
 */
export function hasDigestLine(description: string | undefined, digest: string): boolean {
  const found = DIGEST_LINE.exec(description ?? '')?.[1];
  return found !== undefined && `${LABEL}${found}` === digestLine(digest);
}
