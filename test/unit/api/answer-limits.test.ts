/**
 * Answers over the size limit (ANSWER_LIMITS) are refused unread, their connection closed, over
 * real loopback servers: Node's own HTTP stack and fetch through a dispatcher (as behind a
 * proxy). Before, every answer was read whole into one string: a 2 GiB one ended the process.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { AnswerTooLargeError, Transport } from '../../../src/api/index.js';
import { flood, type Flooded } from '../../helpers/flood.js';

const MIB = 1024 * 1024;
const agent = new Agent();
const servers: Server[] = [];

afterAll(async () => {
  await agent.close();
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A service whose every answer floods up to `upTo` bytes; the floods it sent, in order. */
async function floodingService(upTo: number, headers: Record<string, string> = {}) {
  const floods: Promise<Flooded>[] = [];
  const url = await serve((request, response) => {
    request.resume();
    floods.push(flood(response, upTo, { headers }));
  });
  return { url, floods };
}

describe.each([
  ['node:http', undefined],
  ['fetch through a dispatcher', agent],
] as const)('the JSON API through %s', (_name, dispatcher) => {
  it('refuses an answer over 8 MiB unread, names the operation, and does not try again', async () => {
    const service = await floodingService(64 * MIB);
    const transport = new Transport({
      apiKey: 'answer-limit-key',
      apiUrl: service.url,
      retries: 2,
      retryDelayMs: 1,
      timeoutMs: 20_000,
      ...(dispatcher ? { dispatcher } : {}),
    });
    const error = await transport.call('app/listMy').catch((thrown: unknown) => thrown);
    expect((error as Error).message).toBe(
      'app/listMy answered HTTP 200 with more than 8 MiB, more than any answer it should give: refused unread',
    );
    expect(error).toBeInstanceOf(AnswerTooLargeError);
    expect(service.floods).toHaveLength(1);
    const [sent] = await Promise.all(service.floods);
    expect(sent?.closedByClient).toBe(true);
    expect(sent?.bytes).toBeLessThan(32 * MIB);
  });

  it('refuses an answer that announces more than 8 MiB before reading it', async () => {
    const url = await serve((request, response) => {
      request.resume();
      // Announces 2 GiB, sends a line, and then nothing: only the announcement can end it early.
      response.writeHead(200, { 'content-length': String(2 * 1024 * MIB) });
      response.write('{"code":0,');
    });
    const transport = new Transport({
      apiKey: 'answer-limit-key',
      apiUrl: url,
      retries: 0,
      timeoutMs: 5_000,
      ...(dispatcher ? { dispatcher } : {}),
    });
    const error = await transport.call('app/view').catch((thrown: unknown) => thrown);
    // Refused on the announcement, not timed out waiting for the rest.
    expect((error as Error).message).toMatch(/^app\/view answered HTTP 200 with more than 8 MiB/);
    expect(error).toBeInstanceOf(AnswerTooLargeError);
  });
});
