/**
 * Host failover (service.md#quirks): real loopback origins, since failover is about connections.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NetworkError,
  Transport,
  type Logger,
  type TransportOptions,
} from '../../../src/api/index.js';

interface Origin {
  url: string;
  hits: number;
  server: Server;
}

/** An origin that answers `answers` in turn, the last one for ever. */
async function origin(...answers: ('json' | 'html' | 'html429')[]): Promise<Origin> {
  const state = { hits: 0 };
  const server = createServer((request, response) => {
    const answer = answers[Math.min(state.hits, answers.length - 1)];
    state.hits += 1;
    request.resume();
    if (answer === 'html') {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<html>moved</html>');
    } else if (answer === 'html429') {
      response.writeHead(429, { 'content-type': 'text/html' }).end('<html>slow down</html>');
    } else {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"code":0,"message":"","data":[]}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get hits() {
      return state.hits;
    },
    server,
  };
}

/** An origin nobody listens on: connections are refused. */
async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return `http://127.0.0.1:${port}`;
}

let working: Origin;
let moved: Origin;
let refused: string;
const warnings: string[] = [];
const logger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warning: (line) => warnings.push(line),
};

beforeAll(async () => {
  working = await origin('json');
  moved = await origin('html');
  refused = await closedOrigin();
});
afterAll(() => {
  working.server.close();
  moved.server.close();
});

function transport(
  apiUrl: string,
  fallbackApiUrls: string[],
  options: Partial<TransportOptions> = {},
): Transport {
  return new Transport({ apiKey: 'k', apiUrl, fallbackApiUrls, logger, retries: 0, ...options });
}

describe('host failover', () => {
  it('moves on from a refused origin and from an HTML answer, in order, and keeps the one that answered', async () => {
    warnings.length = 0;
    const client = transport(refused, [moved.url, working.url]);
    await client.call('app/listMy');
    await client.call('app/listMy');
    expect(client.apiUrl).toBe(working.url);
    expect(moved.hits).toBe(1);
    expect(working.hits).toBe(2);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/ECONNREFUSED.*; switching to http:\/\/127\.0\.0\.1:\d+$/);
    expect(warnings[1]).toMatch(/answered HTTP 502 with text\/html.*; switching to/);
  });

  it("stays on an origin that answers a gateway's HTML 429: a rate limit, not a moved origin", async () => {
    const limited = await origin('html429');
    const fallback = await origin('json');
    try {
      const client = transport(limited.url, [fallback.url]);
      await expect(client.call('app/listMy')).rejects.toThrow(/HTTP 429/);
      expect([limited.hits, fallback.hits]).toEqual([1, 0]);
    } finally {
      limited.server.close();
      fallback.server.close();
    }
  });

  it('comes back to api-url within the retry budget when the fallbacks refuse connections', async () => {
    warnings.length = 0;
    const primary = await origin('html', 'json');
    try {
      const client = transport(primary.url, [refused, await closedOrigin()], {
        retries: 1,
        retryDelayMs: 1,
      });
      await expect(client.call('app/listMy')).resolves.toEqual({ message: '', data: [] });
      expect(primary.hits).toBe(2);
      expect(client.apiUrl).toBe(primary.url);
      expect(warnings).toHaveLength(3);
      expect(warnings[2]).toMatch(/ECONNREFUSED [\d.:]+; trying again \(1 try left\)$/);
    } finally {
      primary.server.close();
    }
  });

  it('tries api-url first again on the next call once its pause after a failure is over', async () => {
    const primary = await origin('html', 'json');
    const fallback = await origin('json');
    try {
      const client = transport(primary.url, [fallback.url], { primaryPauseMs: 0 });
      await client.call('app/listMy');
      expect(client.apiUrl).toBe(fallback.url);
      await client.call('app/listMy');
      expect(client.apiUrl).toBe(primary.url);
      expect([primary.hits, fallback.hits]).toEqual([2, 1]);
    } finally {
      primary.server.close();
      fallback.server.close();
    }
  });

  it('keeps to the fallback that answered while the pause lasts', async () => {
    const primary = await origin('html', 'json');
    const fallback = await origin('json');
    try {
      const client = transport(primary.url, [fallback.url], { primaryPauseMs: 60_000 });
      await client.call('app/listMy');
      await client.call('app/listMy');
      expect([primary.hits, fallback.hits]).toEqual([1, 2]);
    } finally {
      primary.server.close();
      fallback.server.close();
    }
  });

  it('shares the origin in use with copies made for other files', async () => {
    const client = transport(refused, [working.url]);
    const copy = client.extend({ logger });
    await copy.call('app/listMy');
    expect(client.apiUrl).toBe(working.url);
  });

  it('fails with the last error when no origin answers, and without fallbacks does not fail over', async () => {
    await expect(transport(refused, []).call('app/listMy')).rejects.toBeInstanceOf(NetworkError);
    const before = working.hits;
    await expect(transport(refused, [refused]).call('app/listMy')).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(working.hits).toBe(before);
  });

  it('does not send a deletion to the next origin after an HTML answer, which may follow the deletion', async () => {
    const before = working.hits;
    const client = transport(moved.url, [working.url]);
    await expect(
      client.call('app/buildDelete', { params: { buildKey: 'b' }, idempotent: false }),
    ).rejects.toThrow(/answered HTTP 502/);
    expect(working.hits).toBe(before);
  });
});
