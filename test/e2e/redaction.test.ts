/**
 * Secrets in echoed requests (review finding 1): a gateway's HTML 502 page that echoes the request
 * puts the api key where the 200-character quote of the answer ends. Neither the CLI nor an action
 * may show any piece of it: the log, the outputs, the summary, stdout and stderr.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecrets, failureOf, leakedPiece, runAction, runCli } from './harness.js';

const API_KEY = 'Kx7pQ2mZ9wLr4TvB';
/** Where the quote of an answer is cut (src/api/transport/envelope.ts). */
const QUOTE_LENGTH = 200;
/** How many characters of the key fall inside the quote. */
const KEY_INSIDE = 10;

let server: Server;
let apiUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const echo = `${request.method ?? ''} ${request.url ?? ''}\n${body}`;
      const head = '<html><body><h1>502 Bad Gateway</h1><pre>';
      // Dots before the echo put the key's first KEY_INSIDE characters inside the quote.
      const keyAt = echo.indexOf(API_KEY);
      const padding = '.'.repeat(Math.max(0, QUOTE_LENGTH - KEY_INSIDE - head.length - keyAt));
      response
        .writeHead(502, { 'content-type': 'text/html' })
        .end(`${head}${padding}${echo}</pre></body></html>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    ),
);

describe('an HTML 502 that echoes the request with the api key across the cut', () => {
  it('pgyer, with --debug, names the failure without any piece of the key', async () => {
    const run = await runCli(['info', 'b1', '--api-url', apiUrl, '--retries', '1', '--debug'], {
      PGYER_API_KEY: API_KEY,
    });
    expect(leakedPiece(`${run.stdout}\n${run.stderr}`, API_KEY)).toBeUndefined();
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toMatch(/^error: app\/buildInfo answered HTTP 502 .*_api_key=\*\*\*/m);
    expect(run.stderr).toMatch(/\.{20}/); // the padding: the quote did reach the key
  });

  it('set-newest, with step debugging, fails without any piece of the key', async () => {
    const run = await runAction(
      'set-newest',
      { 'api-key': API_KEY, 'api-url': apiUrl, 'build-key': 'b1', retries: '1' },
      { env: { RUNNER_DEBUG: '1' } },
    );
    expectNoSecrets(run, [API_KEY]);
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toMatch(/answered HTTP 502 .*_api_key=\*\*\*/);
  });
});
