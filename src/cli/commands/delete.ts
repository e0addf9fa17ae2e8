/** `pgyer delete-build` and `pgyer delete-app` (service.md#deletion). */
import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { deleteApp, deleteBuild, InputError } from '../../api/index.js';
import { apiCommand, type CommandContext, type RunEnvironment } from '../context.js';

/** Adds `delete-build` and `delete-app`. */
export function addDeleteCommands(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    'delete-build <BUILD_KEY>',
    'delete one build (app/buildDelete)',
    (command) => command,
    async (context, [buildKey = '']) => {
      context.requireV2('app/buildDelete');
      await deleteBuild(context.transport(), buildKey);
      await context.print({ buildKey, deleted: true }, () => `Deleted build ${buildKey}`);
    },
  );

  apiCommand<{ yes?: boolean }>(
    program,
    environment,
    'delete-app <APP_KEY>',
    'delete an app with all its builds (app/deleteApp); asks first, or --yes',
    (command) => command.option('--yes', 'do not ask (required when stdin is not a terminal)'),
    async (context, [appKey = ''], options) => {
      context.requireV2('app/deleteApp');
      const transport = context.transport();
      if (!options.yes && !(await confirmed(context, appKey))) {
        context.note('Nothing was deleted.');
        return;
      }
      await deleteApp(transport, appKey);
      await context.print(
        { appKey, deleted: true },
        () => `Deleted app ${appKey} and all its builds`,
      );
    },
  );
}

/**
 * Asks on the terminal whether to delete the app; the answer must be the app key itself, so a
 * reflexive "y" deletes nothing.
 * @throws InputError when stdin is not a terminal: a script must say --yes
 */
async function confirmed(context: CommandContext, appKey: string): Promise<boolean> {
  if (context.io.stdin.isTTY !== true) {
    throw new InputError(
      undefined,
      `pgyer delete-app deletes app ${appKey} with all its builds: pass --yes to confirm (stdin is not a terminal to ask on)`,
    );
  }
  const prompt = createInterface({ input: context.io.stdin, output: context.io.stderr });
  try {
    const answer = await prompt.question(
      `Delete app ${appKey} with all its builds? This cannot be undone. Type the app key to confirm: `,
      { signal: context.environment.signal },
    );
    return answer.trim() === appKey;
  } finally {
    prompt.close();
  }
}
