/** Which files this process holds open, from Linux's /proc/self/fd. */
import { existsSync, readdirSync, readlinkSync } from 'node:fs';

/** Whether {@link openCount} can tell (Linux); tests that need it are skipped elsewhere. */
export const canCountOpenFiles = existsSync('/proc/self/fd');

/** How many descriptors of this process are open on the file at `path` (an absolute path). */
export function openCount(path: string): number {
  let count = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === path) count += 1;
    } catch {
      // The directory's own descriptor, closed by the time it is read.
    }
  }
  return count;
}
