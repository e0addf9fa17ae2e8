/**
 * `pgyer update-feed APP_KEY [--channel KEY] [--output PATH]`: the update feed (docs/update-feed.md)
 * of the build the update check (app/check) offers, with no upload: to publish the feed from
 * any job, or to rebuild it after set-newest.
 */
import type { Command } from 'commander';
import { webOriginFor } from '../../api/index.js';
import { feedText } from '../../jobs/feed/feed.js';
import { feedOfApp } from '../../jobs/feed/run.js';
import { checkOutputPath, writeFileWhole } from '../../jobs/output-file.js';
import { apiCommand, type RunEnvironment } from '../context.js';

/** Adds `update-feed`. */
export function addUpdateFeedCommand(program: Command, environment: RunEnvironment): void {
  apiCommand<{ channel?: string; output?: string }>(
    program,
    environment,
    'update-feed <APP_KEY>',
    'the update feed (JSON, no key) of the build app/check offers: to stdout, or to --output',
    (command) =>
      command
        .option(
          '--channel <key>',
          'the channel key the update check is asked with (in the sandbox, a channel short link)',
        )
        .option(
          '--output <path>',
          'write the feed to this file (replaced whole) instead of stdout',
        ),
    async (context, [appKey = ''], { channel = '', output }) => {
      context.requireV2('app/check');
      if (output !== undefined) await checkOutputPath('output', output);
      const { connection } = context;
      const feed = await feedOfApp(
        context.startJob(connection),
        appKey,
        channel,
        webOriginFor(connection.apiUrl),
      );
      if (output === undefined) {
        await context.print(feed, () => feedText(feed));
        return;
      }
      await writeFileWhole(output, feedText(feed));
      context.note(`Wrote the update feed to ${output} (${Object.keys(feed.builds).join(', ')})`);
    },
  );
}
