/**
 * Rules for short links (buildShortcutUrl): the final path segment of the install page.
 * The service's exact rule is not documented; the sandbox accepts 2 to 20 letters, digits, `_`
 * and `-`, so a short link can never collide with a 32-character buildKey or a sandbox route.
 */
const shortcutPattern = /^[A-Za-z0-9_-]{2,20}$/;
const reservedShortcuts = new Set(['app', 'apiv2', 'storage']);

/** True when `shortcut` follows the sandbox's short link rule and is not a reserved segment. */
export function isValidShortcut(shortcut: string): boolean {
  return shortcutPattern.test(shortcut) && !reservedShortcuts.has(shortcut.toLowerCase());
}
