/**
 * `pgyer notify [FILE]`: the notify job (src/jobs/notify) for any CI. FILE is what `pgyer upload
 * --json` printed (or `-`, or stdin when piped); the CI context is read from GitHub Actions,
 * GitLab CI or Jenkins variables. The webhook URLs and secrets are read from their environment
 * variables (PGYER_DINGTALK_WEBHOOK, …) when not given as options.
 */
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import type { Command } from 'commander';
import { InputError } from '../../api/index.js';
import { readCiContext } from '../../common/ci-context.js';
import { checkNotifyJobOptions, NOTIFY_JOB_SETTINGS } from '../../jobs/notify/options.js';
import { redacting } from '../../jobs/logger.js';
import { InvalidOptions } from '../../jobs/options/problems.js';
import {
  nothingToSend,
  notifyFactsOf,
  runNotify,
  throwIfNotifyFailed,
} from '../../jobs/notify/run.js';
import { givenOptions, type RunEnvironment } from '../context.js';
import { printJson } from '../format.js';
import { stderrLogger, type Io } from '../io.js';
import { addSettingOptions, rawSettings, settingsExcept } from '../options.js';
import { cliSettingName } from '../settings.js';

/** The notify settings as options (builds is the FILE argument). */
const OPTIONS = settingsExcept(NOTIFY_JOB_SETTINGS, 'builds');

/**
 * The builds' JSON: FILE's text, stdin's for `-` or when FILE is left out and stdin is piped;
 * undefined when there is none to read (a failure notice needs none).
 * @throws InputError naming FILE when it cannot be read
 */
async function readBuilds(file: string | undefined, io: Io): Promise<string | undefined> {
  if (file === '-' || (file === undefined && io.stdin.isTTY !== true)) return text(io.stdin);
  if (file === undefined) return undefined;
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new InputError(
      'FILE',
      `${file} cannot be read (${typeof code === 'string' ? code : 'error'})`,
    );
  }
}

/**
 * `check()`, its problems with `builds` named as the FILE argument that gives them here.
 * @throws InvalidOptions with every problem found
 */
function asArgument<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof InvalidOptions)) throw error;
    throw new InvalidOptions(
      error.problems.map((problem) =>
        problem.setting === 'builds' ? { ...problem, setting: 'FILE' } : problem,
      ),
    );
  }
}

/** Adds `notify`. */
export function addNotifyCommand(program: Command, environment: RunEnvironment): void {
  const command = program
    .command('notify [FILE]')
    .description(
      'tell chat groups about the builds `pgyer upload --json` printed (FILE, - or stdin), or that the upload failed',
    );
  addSettingOptions(command, OPTIONS, environment.secrets)
    .option('--json', 'print the deliveries as JSON (for scripts)')
    .option('--debug', 'print debug lines');
  command.action(async (file: string | undefined) => {
    const given = givenOptions<{ json?: boolean; debug?: boolean }>(command);
    const raw = rawSettings(command, environment.readFromEnvironment);
    const outcome = raw['upload-outcome'];
    // A failure notice needs no builds, and nothing is sent after a cancelled or skipped upload:
    // stdin is read only when FILE or the outcome asks for builds.
    const needsNoBuilds =
      typeof outcome === 'string' && /^\s*(failure|cancelled|skipped)\s*$/i.test(outcome);
    const builds =
      file === undefined && needsNoBuilds ? undefined : await readBuilds(file, environment.io);
    const options = asArgument(() => checkNotifyJobOptions({ ...raw, builds }));
    const logger = redacting(
      stderrLogger(environment.io, given.debug === true),
      environment.secrets,
    );
    const facts = notifyFactsOf(options.uploadOutcome, options.builds, readCiContext());
    if (!facts) {
      logger.info(nothingToSend(options.uploadOutcome));
      return;
    }
    const result = await runNotify(
      {
        logger,
        signal: environment.signal,
        now: Date.now,
        secrets: environment.secrets,
        settingName: cliSettingName,
      },
      options.notify,
      facts,
    );
    if (given.json) printJson(environment.io.stdout, result.deliveries);
    throwIfNotifyFailed(result, options.notify);
  });
}
