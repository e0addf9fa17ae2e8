/**
 * The digest line the upload job writes into each build's description (buildDescription, shown as
 * the build's description in the Pgyer console; README.md `if-published`): `package-sha256:` and
 * the 64 hex digits of the package's digest (packageDigest), on a line of its own after the
 * user's description.
 */

/** What the line starts with. */
const LABEL = 'package-sha256:';

/**
 * The line as written: at the end of the description, or alone without one; 64 hex digits, or 16
 * as builds recorded before the whole file was hashed (a digest of the zip directory only, read as no match).
 */
const DIGEST_LINE = /(?:^|\n)package-sha256:([0-9a-f]{64}|[0-9a-f]{16})\s*$/;

/** The digest line of a package whose digest is `digest` (64 hex digits). */
export function digestLine(digest: string): string {
  return `${LABEL}${digest.toLowerCase()}`;
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
 * How `description` (a build's buildDescription) compares with the package of `digest`: 'same'
 * when it ends with that digest line (a description edited in the console keeps matching while
 * that line stays last), 'old' when it ends with a 16-digit line, which cannot tell packages
 * apart, 'other' otherwise.
 */
export function recordedDigest(
  description: string | undefined,
  digest: string,
): 'same' | 'old' | 'other' {
  const found = DIGEST_LINE.exec(description ?? '')?.[1];
  if (found === undefined) return 'other';
  if (found.length === 16) return 'old';
  return `${LABEL}${found}` === digestLine(digest) ? 'same' : 'other';
}

/**
 * The package digest `description` (a build's buildDescription) records in its digest line, 64
 * lower-case hex digits; undefined without one, or with a 16-digit line (not the whole package).
 */
export function recordedPackageDigest(description: string | undefined): string | undefined {
  const found = DIGEST_LINE.exec(description ?? '')?.[1];
  return found?.length === 64 ? found : undefined;
}
