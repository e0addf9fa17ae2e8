/**
 * The programs a few tests drive that npm does not bring: rsync (gitlab-ci-local copies the
 * project with it) and curl (the sandbox's answers to the vendor's curl scripts). `npm ci && npm
 * test` passes without them, skipping those tests with one line that says what to install and how
 * to run them; CI sets PGYER_TEST_REQUIRE_TOOLS=1 (.ci/run, the workflows), under which a missing
 * program fails the file instead, so that no test is skipped there unseen.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The programs the tests may need, with how to install each on Debian or Ubuntu. */
export const SYSTEM_TOOLS = {
  rsync: 'apt-get install rsync',
  curl: 'apt-get install curl',
} as const;

export type SystemTool = keyof typeof SYSTEM_TOOLS;

/** The environment variable under which a missing program fails the tests instead of skipping them. */
export const REQUIRE_TOOLS = 'PGYER_TEST_REQUIRE_TOOLS';

/** Whether an executable file named `tool` (with an extension of PATHEXT on Windows) is on `path`. */
function onPath(tool: string, path: string, extensions: readonly string[]): boolean {
  return path
    .split(delimiter)
    .filter(Boolean)
    .some((folder) =>
      extensions.some((extension) => {
        try {
          accessSync(join(folder, tool + extension), constants.X_OK);
          return true;
        } catch {
          return false;
        }
      }),
    );
}

/**
 * Whether the tests of `testFile` that run `tool` are to be skipped, for `describe.skipIf` or
 * `it.skipIf`: true when `tool` is not on the PATH, after one warning line naming it, how to
 * install it and the command that runs those tests.
 * @param testFile the test file, relative to the repository (for the command in the warning)
 * @param env the environment (PATH, PATHEXT, PGYER_TEST_REQUIRE_TOOLS); default the process's
 * @throws Error naming the program and how to install it when it is missing and
 *   PGYER_TEST_REQUIRE_TOOLS is 1, so that the file fails rather than skip in CI
 */
export function missingTool(
  tool: SystemTool,
  testFile: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const extensions = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE').split(delimiter) : [''];
  if (onPath(tool, env.PATH ?? '', extensions)) return false;
  const install = `install it (${SYSTEM_TOOLS[tool]}), then run: npx vitest run ${testFile}`;
  if (env[REQUIRE_TOOLS] === '1') {
    throw new Error(`${tool} is not on the PATH and ${REQUIRE_TOOLS}=1 requires it: ${install}`);
  }
  console.warn(`Skipped the tests of ${testFile} that need ${tool}, which is missing: ${install}`);
  return true;
}
