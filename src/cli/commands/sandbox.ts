/** `pgyer sandbox`: the local emulator of the service, in the foreground until Ctrl-C. */
import type { Command } from 'commander';
import { givenOptions, type RunEnvironment } from '../context.js';
import { integerOption } from '../options.js';

interface SandboxCommandOptions {
  host: string;
  port: number;
  apiKey?: string;
  userKey?: string;
  parseDelayMs?: number;
  publishDelayMs?: number;
  dataDir?: string;
  distinctUploadKeys?: boolean;
}

/** Adds `sandbox`. */
export function addSandboxCommand(program: Command, environment: RunEnvironment): void {
  const command = program
    .command('sandbox')
    .description('run a local emulator of the service (API 2.0 and 1.0, storage, install pages)')
    .option('--host <address>', 'interface to listen on', '127.0.0.1')
    .addOption(integerOption('--port <n>', 'TCP port; 0 picks a free one', 0, 65_535).default(0))
    .option('--api-key <key>', 'the api key to accept (default: random)')
    .option('--user-key <key>', 'the user key to accept (default: random)')
    .addOption(
      integerOption('--parse-delay-ms <ms>', 'how long a new upload answers 1246', 0, 3_600_000),
    )
    .addOption(
      integerOption('--publish-delay-ms <ms>', 'then how long it answers 1247', 0, 3_600_000),
    )
    .option('--data-dir <path>', 'where uploads are stored (default: a temporary directory)')
    .option(
      '--distinct-upload-keys',
      "give each published build a buildKey other than its upload token's key",
    );
  command.action(async () => {
    const options = givenOptions<SandboxCommandOptions>(command);
    // Loaded on demand: the sandbox's dependencies are of no use to the other commands.
    const { startSandbox } = await import('../../sandbox/server.js');
    // bytebuffer (under app-info-parser) calls the deprecated Buffer(); users cannot act on it.
    process.noDeprecation = true;
    const sandbox = await startSandbox(options);
    // Printing the keys is the point: they are this local sandbox's, worthless anywhere else.
    environment.io.stdout.write(
      [
        `Pgyer sandbox listening on ${sandbox.url}`,
        `  export PGYER_API_KEY=${sandbox.apiKey}`,
        `  user key: ${sandbox.userKey}`,
        `Try: pgyer apps --api-url ${sandbox.url}`,
        'Press Ctrl+C to stop.',
        '',
      ].join('\n'),
    );
    await new Promise<void>((resolve) => {
      environment.signal.addEventListener('abort', () => {
        resolve();
      });
    });
    await sandbox.close();
  });
}
