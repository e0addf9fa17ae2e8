/** `pgyer set-newest BUILD_KEY [--cancel]` (the set-newest sub-action, api-v2 §4.11). */
import type { Command } from 'commander';
import { cancelNewestVersion, setNewestVersion } from '../../api/index.js';
import { apiCommand, type RunEnvironment } from '../context.js';

/** Adds `set-newest`. */
export function addNewestCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<{ cancel?: boolean }>(
    program,
    environment,
    'set-newest <BUILD_KEY>',
    'mark a build as the newest version of its app, or remove the mark',
    (command) => command.option('--cancel', 'remove the newest-version mark instead'),
    async (context, [buildKey = ''], options) => {
      context.requireV2('app/setNewestVersion');
      const mode = options.cancel ? 'cancel' : 'set';
      const operation = mode === 'set' ? setNewestVersion : cancelNewestVersion;
      const message = await operation(context.transport(), buildKey);
      const done =
        mode === 'set' ? 'is now the newest version' : 'is no longer marked as the newest version';
      context.print(
        { buildKey, mode, code: 0, message },
        () => `Build ${buildKey} ${done}${message ? ` (service said: ${message})` : ''}`,
      );
    },
  );
}
