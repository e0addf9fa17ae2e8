/**
 * Which git the release notes run. On Windows a bare `git` is looked for in the current folder
 * before PATH (libuv's search, as CreateProcess's), so a `git.exe` committed at the root of the
 * workspace would run with the step's environment: git is run by its absolute path, found on PATH
 * outside the workspace. Elsewhere `git` is found by PATH alone, where an empty or relative entry
 * (the current folder) is skipped too.
 */
import { accessSync, constants } from 'node:fs';
import { posix, win32 } from 'node:path';

/** Where to look, as the process sees it (process.env, process.platform, the folders to avoid). */
export interface GitSearch {
  /** The PATH variable's value (Windows: `Path` or any case of it). */
  path: string | undefined;
  platform: NodeJS.Platform;
  /** Folders never searched: the workspace and the working folder. */
  avoid: readonly string[];
  /** Whether a file exists and may be run; the file system's answer by default. */
  isExecutable?: (file: string) => boolean;
}

/**
 * The absolute path of git: the first PATH entry, absolute and not an avoided folder, that holds
 * `git.exe` (Windows) or `git`; undefined when none does (then "git is not installed"). Only the
 * folders themselves are avoided, as the search looked in them alone: a working folder of `/`
 * leaves /usr/bin searched.
 */
export function findGit({
  path,
  platform,
  avoid,
  isExecutable = executable,
}: GitSearch): string | undefined {
  const paths = platform === 'win32' ? win32 : posix;
  const name = platform === 'win32' ? 'git.exe' : 'git';
  const key = (folder: string) => {
    const resolved = paths.resolve(folder);
    return platform === 'win32' ? resolved.toLowerCase() : resolved;
  };
  const avoided = new Set(avoid.map(key));
  for (const entry of (path ?? '').split(paths.delimiter)) {
    // Windows allows quoted entries; an empty or relative one is the current folder.
    const folder = platform === 'win32' ? entry.replace(/^"(.*)"$/, '$1') : entry;
    if (!folder || !paths.isAbsolute(folder) || avoided.has(key(folder))) continue;
    const file = paths.join(folder, name);
    if (isExecutable(file)) return file;
  }
  return undefined;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** PATH's value from an environment, in whatever case Windows spells its name. */
export function pathOf(env: NodeJS.ProcessEnv): string | undefined {
  const name = Object.keys(env).find((each) => each.toUpperCase() === 'PATH');
  return name === undefined ? undefined : env[name];
}
