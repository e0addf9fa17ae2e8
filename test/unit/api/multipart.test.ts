/**
 * Multipart requests of the API client (a file part: app/upload, the HarmonyOS certificate and
 * dependencies, screenshots) against real loopback servers, direct and through a proxy: msw
 * would not show the Content-Length, the bytes on the wire or a try that failed half-way.
 */
import { once } from 'node:events';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ProxyAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileChangedError,
  NetworkError,
  Transport,
  type TransportOptions,
} from '../../../src/api/index.js';
import { tunnellingProxy, type TunnellingProxy } from '../../helpers/proxy.js';

const MIB = 1024 * 1024;

/** What a server saw of one request. */
interface Seen {
  headers: IncomingMessage['headers'];
  body: Buffer;
}

type Handle = (request: IncomingMessage, response: ServerResponse, seen: Seen[]) => void;

/** Reads the whole body, records it and answers the envelope of success. */
const answerOk: Handle = (request, response, seen) => {
  const parts: Buffer[] = [];
  request.on('data', (part: Buffer) => parts.push(part));
  request.on('end', () => {
    seen.push({ headers: request.headers, body: Buffer.concat(parts) });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: 0, message: '', data: {} }));
  });
};

let dir: string;
let server: Server;
let url: string;
let handlers: Handle[];
let seen: Seen[];
let proxy: TunnellingProxy;
let viaProxy = false;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'multipart-'));
  server = createServer((request, response) => {
    (handlers.shift() ?? answerOk)(request, response, seen);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy = await tunnellingProxy();
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await proxy.close();
  await rm(dir, { recursive: true, force: true });
});

/** A transport to the server, through the proxy (as HTTP_PROXY would set) when `viaProxy`. */
function transport(options: Partial<TransportOptions> = {}): Transport {
  return new Transport({
    apiKey: 'k',
    apiUrl: url,
    retries: 1,
    retryDelayMs: 1,
    timeoutMs: 5_000,
    ...(viaProxy ? { dispatcher: new ProxyAgent(proxy.url) } : {}),
    ...options,
  });
}

describe.each([
  ['direct', false],
  ['through a proxy', true],
])('a multipart request (%s)', (_route, throughProxy) => {
  async function setUp(size: number): Promise<{ path: string; content: Buffer }> {
    handlers = [];
    seen = [];
    proxy.targets.length = 0;
    viaProxy = throughProxy;
    const content = randomBytes(size);
    const path = join(dir, `app-${size}.apk`);
    await writeFile(path, content);
    return { path, content };
  }

  it('sends its Content-Length (not chunked), the fields in order, then the file byte for byte', async () => {
    const { path, content } = await setUp(3 * MIB + 5);
    await transport().call('app/upload', {
      params: { buildInstallType: 1, buildUpdateDescription: 'notes' },
      files: [{ field: 'file', path, size: content.length }],
      idempotent: false,
    });
    const [request] = seen;
    expect(proxy.targets.includes(new URL(url).host)).toBe(throughProxy);
    expect(request?.headers['transfer-encoding']).toBeUndefined();
    expect(Number(request?.headers['content-length'])).toBe(request?.body.length);
    const boundary = /boundary=(.+)$/.exec(request?.headers['content-type'] ?? '')?.[1] ?? '';
    const body = request?.body ?? Buffer.alloc(0);
    const names = [...body.toString('latin1').matchAll(/; name="([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(['_api_key', 'buildInstallType', 'buildUpdateDescription', 'file']);
    const start = body.indexOf('\r\n\r\n', body.indexOf('filename="')) + 4;
    expect(body.subarray(start, start + content.length).equals(content)).toBe(true);
    expect(body.subarray(start + content.length).toString()).toBe(`\r\n--${boundary}--\r\n`);
  });

  it('opens the file anew for a retry after a try cut off half-way', async () => {
    const { path, content } = await setUp(2 * MIB);
    handlers = [
      (request) => {
        request.once('data', () => request.socket.destroy());
      },
    ];
    await transport().call('app/uploadHarmonyHsp', {
      params: { buildKey: 'b' },
      files: [{ field: 'file', path, size: content.length }],
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body.includes(content)).toBe(true);
  });

  it('fails with FileChangedError, not retried, when the file grows while it is sent', async () => {
    // Far more than the socket buffers take: the file is still being read when it grows.
    const { path, content } = await setUp(32 * MIB);
    let tries = 0;
    handlers = [
      (request, response) => {
        tries += 1;
        request.once('data', () => {
          request.pause();
          void appendFile(path, 'more').then(() => request.resume());
        });
        answerOk(request, response, seen);
      },
    ];
    const error = await transport()
      .call('app/uploadHarmonyHsp', { files: [{ field: 'file', path, size: content.length }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FileChangedError);
    expect((error as Error).message).toContain(
      `${path} changed size during the upload (it had ${content.length} bytes`,
    );
    expect(tries).toBe(1);
  });

  it('fails with a NetworkError at its deadline when the server never answers', async () => {
    // 64 KiB adds 1 s to the 0.3 s (the time allowed a file at the slowest upload speed).
    const { path, content } = await setUp(64 * 1024);
    handlers = [(request) => request.resume()];
    const error = await transport({ retries: 0, timeoutMs: 300 })
      .call('app/uploadHarmonyHsp', { files: [{ field: 'file', path, size: content.length }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/timed out after 1.3 s/);
  });
});
