/**
 * App groups: `groups` and `group KEY` (service.md#app-groups; 1.0's userAppGroup needs the user
 * key).
 */
import type { Command } from 'commander';
import { InputError, listAppGroups, v1, viewAppGroup } from '../../api/index.js';
import { apiCommand, type CommandContext, type RunEnvironment } from '../context.js';
import { appTable, detailTable, recordRows, table } from '../format.js';
import { secretOption } from '../options.js';

const GROUP_COLUMNS = [
  'appGroupKey',
  'appGroupName',
  'appGroupCount',
  'appGroupShortcutURL',
  'appCreated',
];

/** Adds `groups` and `group`. */
export function addGroupCommands(program: Command, environment: RunEnvironment): void {
  apiCommand<{ userKey?: string }>(
    program,
    environment,
    'groups',
    'list your app groups (appGroup/listAll)',
    (command) =>
      command.addOption(
        secretOption(
          '--user-key <key>',
          'the user key 1.0 needs here (--api v1)',
          environment.secrets,
        ),
      ),
    async (context, _args, options) => {
      if (context.options.api === 'v1' && !options.userKey) {
        throw new InputError('user-key', 'is required with --api v1 (userAppGroup/listAll)');
      }
      const transport = context.transport();
      const groups =
        options.userKey && context.options.api === 'v1'
          ? await v1.listAppGroups(transport, options.userKey)
          : await listAppGroups(transport);
      await context.print(groups, () =>
        table(['key', 'name', 'apps', 'short link', 'created'], recordRows(groups, GROUP_COLUMNS)),
      );
    },
  );

  apiCommand(
    program,
    environment,
    'group <KEY>',
    'an app group with the latest build of each of its apps (appGroup/view)',
    (command) => command,
    async (context: CommandContext, [key = '']) => {
      const transport = context.transport();
      const view = context.options.api === 'v1' ? v1.viewAppGroup : viewAppGroup;
      const group = await view(transport, key);
      await context.print(group, () => {
        const { apps = [], ...fields } = group;
        return [detailTable(fields), apps.length > 0 ? appTable(apps) : '']
          .filter(Boolean)
          .join('\n');
      });
    },
  );
}
