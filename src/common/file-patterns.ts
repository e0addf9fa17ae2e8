/**
 * `file`'s values as both front-ends read them (upload-and-wait's input, `pgyer upload`'s FILE
 * arguments): paths, or @actions/glob patterns relative to the working directory. The CLI needs
 * the patterns too: cmd and PowerShell pass `build\*.apk` through as it is.
 */
import { stat } from 'node:fs/promises';
import path, { type PlatformPath } from 'node:path';

/** What makes a value a pattern (README.md, upload-and-wait's `file`). */
const WILDCARD = /[*?[]/;
/** @actions/glob's exclude (`!`), comment (`#`) and home (`~`) prefixes. */
const GLOB_PREFIX = /^[!#~]/;

/**
 * The paths `values` name. A value is a path when it names a file (a name the shell expanded may
 * hold `[` or `*`) or has neither wildcard nor glob prefix (a missing path stays, so the upload
 * job says it is not a file instead of dropping it); every other value is an @actions/glob
 * pattern, together with the others (exclusions apply to all of them). Paths and matches are
 * relative to the working directory when below it; the matches come sorted after the paths.
 * Checking the result (none, not a package) is the upload job's part: checkUploadOptions.
 */
export async function expandFilePatterns(values: readonly string[]): Promise<string[]> {
  const paths: string[] = [];
  const patterns: string[] = [];
  for (const value of values) {
    const isPath =
      (!WILDCARD.test(value) && !GLOB_PREFIX.test(value)) ||
      (await stat(value).then(
        (info) => info.isFile(),
        () => false,
      ));
    (isPath ? paths : patterns).push(value);
  }
  return [
    ...paths.map((value) => relativeToWorkspace(path.resolve(value))),
    ...(await globMatches(patterns)),
  ];
}

/** Every file the patterns match, relative to the workspace when below it, sorted. */
async function globMatches(patterns: readonly string[]): Promise<string[]> {
  if (patterns.length === 0) return [];
  // Loaded on first use: most CLI commands take no file.
  const glob = await import('@actions/glob');
  const globber = await glob.create(patterns.join('\n'), {
    matchDirectories: false,
    implicitDescendants: false,
  });
  return [...new Set(await globber.glob())].sort().map((match) => relativeToWorkspace(match));
}

/**
 * A path below `cwd` as a relative path (shorter in messages), others as they are: on Windows
 * @actions/glob answers `C:\work\app.apk`, and a match on another drive stays absolute.
 * @param paths the runner's path module; tests pass path.win32
 */
export function relativeToWorkspace(
  filePath: string,
  cwd = process.cwd(),
  paths: Pick<PlatformPath, 'relative' | 'isAbsolute' | 'sep'> = path,
): string {
  const relativePath = paths.relative(cwd, filePath);
  const outside =
    relativePath === '..' ||
    relativePath.startsWith(`..${paths.sep}`) ||
    paths.isAbsolute(relativePath);
  return outside ? filePath : relativePath;
}
