/**
 * `pgyer cleanup APP_KEY`: the cleanup-old-builds sub-action, on the same keep policy
 * (src/cleanup/policy.ts) and bounded-concurrency deletions (src/cleanup/delete-builds.ts).
 */
import { Option, type Command } from 'commander';
import { listAllBuilds, PgyerError } from '../../api/index.js';
import { deleteBuilds } from '../../cleanup/delete-builds.js';
import { planCleanup, type BuildDecision } from '../../cleanup/policy.js';
import { apiCommand, type CommandContext, type RunEnvironment } from '../context.js';
import { table } from '../format.js';
import { integerOption, listOption, parsePattern } from '../options.js';

interface CleanupOptions {
  keepLatest: number;
  olderThanDays?: number;
  keepBuildKeys?: string[];
  keepVersionPattern?: RegExp;
  maxDeletions: number;
  dryRun?: boolean;
}

/** Adds `cleanup`. */
export function addCleanupCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<CleanupOptions>(
    program,
    environment,
    'cleanup <APP_KEY>',
    "delete an app's old builds by a keep policy (never the newest build)",
    (command) =>
      command
        .addOption(
          integerOption('--keep-latest <n>', 'keep this many newest builds', 1, 100_000).default(
            10,
          ),
        )
        .addOption(
          integerOption(
            '--older-than-days <n>',
            'only builds uploaded longer ago may be deleted',
            0,
            36_500,
          ),
        )
        .addOption(listOption('--keep-build-keys <keys>', 'never delete these builds'))
        .addOption(
          new Option(
            '--keep-version-pattern <regex>',
            'never delete a build whose version matches',
          ).argParser((value: string) => parsePattern('keep-version-pattern', value)),
        )
        .addOption(
          integerOption(
            '--max-deletions <n>',
            'delete at most this many in one run',
            1,
            100_000,
          ).default(50),
        )
        .option('--dry-run', 'delete nothing; show what would be deleted'),
    async (context, [appKey = ''], options) => {
      context.requireV2('app/buildDelete');
      const transport = context.transport();
      const builds = await listAllBuilds(transport, appKey);
      const plan = planCleanup(
        builds,
        {
          keepLatest: options.keepLatest,
          olderThanDays: options.olderThanDays,
          keepBuildKeys: new Set(options.keepBuildKeys ?? []),
          keepVersionPattern: options.keepVersionPattern,
          maxDeletions: options.maxDeletions,
        },
        Date.now(),
      );
      context.note(`App ${appKey} has ${builds.length} builds; ${plan.deletions.length} to delete`);

      if (options.dryRun) {
        printPlan(context, true, plan.deletions, plan.kept);
        return;
      }
      const report = await deleteBuilds(transport, plan.deletions, context.logger);
      const notDeleted = report.notDeleted.map((decision) => ({
        ...decision,
        reason: 'not deleted: the run stopped',
      }));
      printPlan(context, false, report.deleted, [...plan.kept, ...notDeleted]);
      const stop = report.refusal ?? report.failure;
      const stopNote = stop && `Stopped after ${report.deleted.length} deletions: ${stop.message}`;
      // 1202/1203 mean the service will not delete what is left: the run did what could be done.
      if (report.refusal) context.logger.warning(stopNote ?? report.refusal.message);
      if (report.failure) throw new PgyerError(stopNote ?? report.failure.message);
    },
  );
}

/** What a cleanup deleted (or would delete) and kept, as tables or JSON. */
function printPlan(
  context: CommandContext,
  dryRun: boolean,
  deleted: readonly BuildDecision[],
  kept: readonly BuildDecision[],
): void {
  const shown = (decisions: readonly BuildDecision[]) =>
    decisions.map(({ build, reason }) => ({
      buildKey: build.buildKey,
      buildVersion: build.buildVersion,
      buildBuildVersion: build.buildBuildVersion,
      buildCreated: build.buildCreated,
      reason,
    }));
  context.print({ dryRun, deleted: shown(deleted), kept: shown(kept) }, () => {
    const rows = (decisions: readonly BuildDecision[]) =>
      decisions.map(({ build, reason }) => [
        build.buildKey,
        build.buildVersion ?? '',
        String(build.buildBuildVersion ?? ''),
        build.buildCreated ?? '',
        reason,
      ]);
    const head = ['build key', 'version', 'build', 'uploaded', 'reason'];
    const title = dryRun ? 'Would delete' : 'Deleted';
    return [
      `${title} ${deleted.length}:`,
      deleted.length > 0 ? table(head, rows(deleted)) : '',
      `Kept ${kept.length}:`,
      kept.length > 0 ? table(head, rows(kept)) : '',
    ]
      .filter(Boolean)
      .join('\n');
  });
}
