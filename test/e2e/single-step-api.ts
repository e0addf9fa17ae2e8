/** A loopback API for the single-step upload tests, and the CLI bundle's `upload --single-step`. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { outputOf, type CliRun } from './harness.js';

/** A running API: its URL, and `close`, which cuts the connections still open. */
export interface SingleStepApi {
  url: string;
  close(): void;
}

/**
 * An API that hands each request to `read` (which consumes its body as the test needs) and, once
 * the body has ended, answers app/upload's published build.
 */
export async function singleStepApi(
  read: (request: IncomingMessage) => void,
): Promise<SingleStepApi> {
  const server = createServer((request, response) => {
    read(request);
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: 0, message: '', data: { buildKey: 'b1' } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * Runs `pgyer upload <path> --single-step` from the committed bundle on `node` against `api`,
 * with `nodeOptions` before the script and `env` added to PATH, HOME and an api key.
 */
export async function uploadSingleStep(
  node: string,
  path: string,
  api: SingleStepApi,
  { nodeOptions = [], env = {} }: { nodeOptions?: string[]; env?: Record<string, string> } = {},
): Promise<CliRun> {
  // A new upload: no look-up of the same package or version first (its requests would reach
  // this API).
  const args = [
    ...nodeOptions,
    'dist/cli/index.js',
    'upload',
    path,
    '--single-step',
    '--if-published',
    'upload',
    '--same-version',
    'allow',
  ];
  const child = spawn(node, [...args, '--api-url', api.url], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PGYER_API_KEY: 'k', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end();
  return outputOf(child);
}
