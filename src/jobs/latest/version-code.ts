/**
 * Version codes (the package's own build number, `buildVersionNo`: Android's versionCode, iOS's
 * CFBundleVersion, HarmonyOS's versionCode) compared and counted on, for the next build number.
 */

/** The longest version code read as numbers; a longer text is not one (it cannot run away). */
const MAX_CODE_LENGTH = 64;

/**
 * A version code as its whole numbers: `42` is [42], `1.2.3` (a dotted CFBundleVersion) is
 * [1, 2, 3]; undefined for anything else (`1.0-beta`, '', a text over 64 characters).
 */
export function versionCodeParts(text: string): bigint[] | undefined {
  const code = text.trim();
  if (code.length > MAX_CODE_LENGTH || !/^\d+(?:\.\d+)*$/.test(code)) return undefined;
  return code.split('.').map(BigInt);
}

/**
 * Orders two version codes as Apple orders CFBundleVersion, part by part, a missing part 0 (so
 * `42` is above `1.2.3`, and `2` equals `2.0`): below 0 when `a` is lower, above 0 when higher.
 */
export function compareVersionCodes(a: readonly bigint[], b: readonly bigint[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const [x = 0n, y = 0n] = [a[index], b[index]];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * The version code after `text` when it is a whole number (`41` -> `42`, of any size), else
 * undefined: a dotted code (`1.2.3`) has no single next number; its scheme is the user's.
 */
export function nextVersionCode(text: string): string | undefined {
  const parts = versionCodeParts(text);
  return parts?.length === 1 ? String((parts[0] ?? 0n) + 1n) : undefined;
}
