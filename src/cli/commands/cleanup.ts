/** `pgyer cleanup APP_KEY`: the cleanup job (src/jobs/cleanup), as cleanup-old-builds runs it. */
import type { Command } from 'commander';
import { checkCleanupOptions, CLEANUP_SETTINGS } from '../../jobs/cleanup/options.js';
import { timeAsShown } from '../../common/time.js';
import type { BuildDecision } from '../../jobs/cleanup/policy.js';
import { runCleanup, throwIfCleanupFailed, type CleanupResult } from '../../jobs/cleanup/run.js';
import { CONNECTION_SETTINGS } from '../../jobs/options/connection.js';
import { apiCommand, type CommandContext, type RunEnvironment } from '../context.js';
import { table } from '../format.js';
import { addSettingOptions, settingsExcept } from '../options.js';
import { requiredAppKey } from '../app-key.js';

/** The cleanup settings given as options (app-key is the argument). */
const OPTIONS = settingsExcept(CLEANUP_SETTINGS, CONNECTION_SETTINGS, 'app-key');

/** Adds `cleanup`. */
export function addCleanupCommand(program: Command, environment: RunEnvironment): void {
  apiCommand(
    program,
    environment,
    // Optional for commander, so that a missing key gets the way to find it (requiredAppKey).
    'cleanup [APP_KEY]',
    "delete an app's old builds by a keep policy (never the newest build, nor the one marked newest)",
    (command) => addSettingOptions(command, OPTIONS, environment.secrets),
    async (context, [appKey]) => {
      context.requireV2('app/buildDelete');
      const options = checkCleanupOptions({ ...context.raw, 'app-key': requiredAppKey(appKey) });
      const result = await runCleanup(context.startJob(options), options);
      await printCleanup(context, result);
      throwIfCleanupFailed(result);
    },
  );
}

/** What a cleanup deleted (or would delete), kept, and could not tell, as tables or JSON. */
async function printCleanup(context: CommandContext, result: CleanupResult): Promise<void> {
  const shown = (decisions: readonly BuildDecision[]) =>
    decisions.map(({ build, reason }) => ({
      buildKey: build.buildKey,
      buildVersion: build.buildVersion,
      buildBuildVersion: build.buildBuildVersion,
      buildCreated: build.buildCreated,
      reason,
    }));
  const { dryRun, deleted, kept, uncertain } = result;
  await context.print(
    {
      dryRun,
      deleted: shown(deleted),
      kept: shown(kept),
      uncertain: shown(uncertain),
      ...(result.stop ? { stop: result.stop } : {}),
    },
    () => {
      const rows = (decisions: readonly BuildDecision[]) =>
        decisions.map(({ build, reason }) => [
          build.buildKey,
          build.buildVersion ?? '',
          String(build.buildBuildVersion ?? ''),
          timeAsShown(build.buildCreated ?? ''),
          reason,
        ]);
      const head = ['build key', 'version', 'pgyer build', 'uploaded', 'reason'];
      const section = (title: string, decisions: readonly BuildDecision[]) => [
        `${title} ${decisions.length}:`,
        decisions.length > 0 ? table(head, rows(decisions)) : '',
      ];
      return [
        ...section(dryRun ? 'Would delete' : 'Deleted', deleted),
        ...section('Kept', kept),
        ...(uncertain.length > 0 ? section('Unknown whether deleted', uncertain) : []),
      ]
        .filter(Boolean)
        .join('\n');
    },
  );
}
