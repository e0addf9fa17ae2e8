/** File names of local paths, as the runner's OS writes paths. */
import path, { type PlatformPath } from 'node:path';

/**
 * The file name of a local path: the part after the last separator of `paths`' platform, so
 * `C:\builds\My App.apk` gives `My App.apk` on Windows (path.win32 takes `\` and `/`), while on
 * Linux and macOS a backslash belongs to the name. This is the name sent to the service
 * (`x-cos-meta-file-name`, a multipart file part's filename) and shown in logs.
 * @param paths the platform's path module; tests pass path.win32 or path.posix
 */
export function fileNameOf(filePath: string, paths: Pick<PlatformPath, 'basename'> = path): string {
  return paths.basename(filePath);
}
