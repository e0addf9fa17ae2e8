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
import { refusedOrigin } from '../../helpers/refused-origin.js';
import { startUntrustedOrigin, type UntrustedOrigin } from '../../helpers/untrusted-origin.js';

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

let working: Origin;
let moved: Origin;
let refused: string;
/** The info lines (a switch of origin, a retry: plain lines, no warnings). */
const lines: string[] = [];
const warnings: string[] = [];
const logger: Logger = {
  debug: () => undefined,
  info: (line) => lines.push(line),
  warning: (line) => warnings.push(line),
};

beforeAll(async () => {
  working = await origin('json');
  moved = await origin('html');
  refused = await refusedOrigin();
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
    lines.length = 0;
    warnings.length = 0;
    const client = transport(refused, [moved.url, working.url]);
    await client.call('app/listMy');
    await client.call('app/listMy');
    expect(client.apiUrl).toBe(working.url);
    expect(moved.hits).toBe(1);
    expect(working.hits).toBe(2);
    expect(lines).toEqual([
      `${refused}: app/listMy got no answer: connect ECONNREFUSED ${refused.slice(7)}; switching to ${moved.url}`,
      expect.stringMatching(
        new RegExp(
          `^${moved.url}: app/listMy answered HTTP 502 with text/html.*; switching to ${working.url}$`,
        ),
      ),
    ]);
    expect(warnings).toEqual([]);
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
    lines.length = 0;
    warnings.length = 0;
    const primary = await origin('html', 'json');
    try {
      const client = transport(primary.url, [refused, await refusedOrigin()], {
        retries: 1,
        retryDelayMs: 1,
      });
      await expect(client.call('app/listMy')).resolves.toEqual({ message: '', data: [] });
      expect(primary.hits).toBe(2);
      expect(client.apiUrl).toBe(primary.url);
      expect(lines).toHaveLength(3);
      expect(lines[2]).toMatch(/ECONNREFUSED [\d.:]+; trying again in [\d.]+ s \(try 2 of 2\)$/);
      expect(warnings).toEqual([]);
    } finally {
      primary.server.close();
    }
  });

  it('fails with one error naming every origin tried and what to check, the tries as info lines', async () => {
    lines.length = 0;
    warnings.length = 0;
    const others = [await refusedOrigin(), await refusedOrigin()];
    const client = transport(refused, others, { retries: 3, retryDelayMs: 1 });
    const error = await client.call('app/listMy').catch((caught: unknown) => caught);
    const cause = (url: string) => `${url} (connect ECONNREFUSED ${url.slice(7)})`;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).neverSent).toBe(true);
    expect((error as Error).message).toBe(
      `app/listMy got no answer: from 3 origins in 4 tries: ${[refused, ...others].map(cause).join(', ')}; ` +
        'check the network, DNS and proxy (HTTPS_PROXY, NO_PROXY) of the machine this runs on, and api-url',
    );
    // 4 tries of 3 origins: 2 switches a try, and 3 retries.
    expect(lines).toHaveLength(4 * 2 + 3);
    expect(warnings).toEqual([]);
  });

  it('says before each retry which origin it cannot connect to, which try comes next and when', async () => {
    lines.length = 0;
    warnings.length = 0;
    const client = transport(refused, [], { retries: 3, retryDelayMs: 20, maxRetryDelayMs: 60 });
    await expect(client.call('app/listMy')).rejects.toThrow(/in 4 tries/);
    const address = refused.slice('http://'.length).replace(/\./g, '\\.');
    expect(lines).toEqual(
      [2, 3, 4].map((next): unknown =>
        expect.stringMatching(
          new RegExp(
            `^app/listMy cannot connect to ${refused}: connect ECONNREFUSED ${address}; ` +
              `trying again in 0\\.0[2-6]\\d? s \\(try ${next} of 4\\)$`,
          ),
        ),
      ),
    );
    expect(warnings).toEqual([]);
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

describe('an untrusted certificate (a private CA, a TLS-inspecting proxy)', () => {
  let untrusted: UntrustedOrigin;
  beforeAll(async () => {
    untrusted = await startUntrustedOrigin();
  });
  afterAll(() => untrusted.close());

  it.each([
    ['form request (node:https)', {}],
    ['multipart request (fetch)', { files: [{ field: 'file', path: import.meta.filename }] }],
  ])(
    'is not tried again, and the error says to set NODE_EXTRA_CA_CERTS: %s',
    async (_, request) => {
      lines.length = 0;
      const before = untrusted.connections;
      const client = transport(untrusted.url, [], { retries: 3, retryDelayMs: 1 });
      const error = await client.call('app/listMy', request).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).systemCode).toBe('SELF_SIGNED_CERT_IN_CHAIN');
      expect((error as Error).message).toBe(
        `app/listMy got no answer: from ${untrusted.url} (self-signed certificate in certificate ` +
          "chain) in 1 try; the server's TLS certificate is not trusted here, which another try " +
          "cannot change: behind a corporate proxy or with a private CA, set NODE_EXTRA_CA_CERTS to the CA's " +
          "PEM file in the step's or job's env (Node reads it at start), or check api-url",
      );
      expect(untrusted.connections - before).toBe(1);
      expect(lines).toEqual([]);
    },
  );

  it('still fails over to an alternate origin, another host whose certificate may be good, even for a deletion', async () => {
    lines.length = 0;
    const before = working.hits;
    const client = transport(untrusted.url, [working.url], { retries: 3 });
    await expect(client.call('app/deleteBuild', { idempotent: false })).resolves.toBeDefined();
    expect(working.hits - before).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/self-signed certificate in certificate chain; switching to http:/),
    ]);
  });

  it('names both causes when the other origins got no answer for another reason', async () => {
    const client = transport(untrusted.url, [refused], { retries: 1, retryDelayMs: 1 });
    const error = await client.call('app/listMy').catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(
      /set NODE_EXTRA_CA_CERTS .*, or check api-url; check the network, DNS and proxy/,
    );
  });

  it.each([
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'CERT_HAS_EXPIRED',
    'ERR_TLS_CERT_ALTNAME_INVALID',
  ])('counts %s as an untrusted certificate, never sent', (code) => {
    const error = new NetworkError('app/listMy', 'refused', code);
    expect([error.certificateUntrusted, error.neverSent]).toEqual([true, true]);
  });
});
