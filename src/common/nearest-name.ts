/**
 * The name nearest to a mistyped one, for "did you mean" hints: an edit distance over a short list
 * (a folder's entries), no library: commander keeps its own (suggestSimilar) private, and the
 * Levenshtein packages in node_modules come in only under the linters.
 */

/**
 * The number of single-character insertions, deletions and substitutions that turn `a` into `b`
 * (Levenshtein distance), in O(|a|·|b|) time and O(|b|) memory.
 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate nearest to `name`, compared without case, when it is near enough to be a typo: at
 * most a third of `name`'s length away (at least 2 edits). Undefined when none is, or when `name`
 * itself is among the candidates.
 */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    if (candidate === name) return undefined;
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) {
      best = { candidate, distance };
    }
  }
  return best?.candidate;
}
