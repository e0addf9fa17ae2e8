// `npm run sandbox` and `node dist/sandbox/index.js`: `pgyer sandbox` under another name, with the
// options command.ts declares for both; runs until SIGINT or SIGTERM.
import { Command } from 'commander';
import { toError, InputError } from '../api/index.js';
import { declareSandboxOptions, serveSandbox, type SandboxCommandOptions } from './command.js';

const stop = new AbortController();
const abort = () => {
  stop.abort();
};
process.once('SIGINT', abort).once('SIGTERM', abort);
const command = declareSandboxOptions(new Command('sandbox'));
command.action(() =>
  serveSandbox(command.opts<SandboxCommandOptions>(), {
    stdout: process.stdout,
    signal: stop.signal,
  }),
);
try {
  await command.parseAsync(process.argv.slice(2), { from: 'user' });
} catch (error) {
  // Commander has printed its own usage errors and exited; a bad value is exit code 2 as in pgyer.
  const problems = error instanceof InputError ? [error] : [];
  const lines = problems.map(({ setting, problem }) => {
    const text = typeof problem === 'string' ? problem : problem((name) => `--${name}`);
    return setting ? `option --${setting}: ${text}` : text;
  });
  process.stderr.write(
    (lines.length > 0 ? lines : [toError(error).message])
      .map((line) => `error: ${line}\n`)
      .join(''),
  );
  process.exitCode = lines.length > 0 ? 2 : 1;
}
