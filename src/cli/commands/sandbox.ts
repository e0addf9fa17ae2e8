/** `pgyer sandbox`: the local emulator of the service, in the foreground until Ctrl-C. */
import type { Command } from 'commander';
import {
  declareSandboxOptions,
  serveSandbox,
  type SandboxCommandOptions,
} from '../../sandbox/command.js';
import type { RunEnvironment } from '../context.js';

/** Adds `sandbox`, with the options src/sandbox/command.ts declares. */
export function addSandboxCommand(program: Command, environment: RunEnvironment): void {
  const command = declareSandboxOptions(program.command('sandbox'));
  command.action(() =>
    serveSandbox(command.opts<SandboxCommandOptions>(), {
      stdout: environment.io.stdout,
      signal: environment.signal,
    }),
  );
}
