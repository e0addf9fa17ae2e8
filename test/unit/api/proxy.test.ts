/** The transport honours HTTP_PROXY / NO_PROXY (real loopback servers, no msw). */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Transport } from '../../../src/api/index.js';
import { tunnellingProxy, type TunnellingProxy } from '../../helpers/proxy.js';

/** A server answering the envelope and recording the request target it was sent. */
async function envelopeServer(): Promise<{ server: Server; url: string; targets: string[] }> {
  const targets: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    targets.push(request.url ?? '');
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: 0, message: '', data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, targets };
}

let service: Awaited<ReturnType<typeof envelopeServer>>;
let proxy: TunnellingProxy;
const saved = { HTTP_PROXY: process.env.HTTP_PROXY, NO_PROXY: process.env.NO_PROXY };

beforeAll(async () => {
  service = await envelopeServer();
  proxy = await tunnellingProxy();
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
});
afterAll(async () => {
  service.server.closeAllConnections();
  service.server.close();
  await proxy.close();
});

describe('proxy settings', () => {
  it('sends requests through HTTP_PROXY', async () => {
    process.env.HTTP_PROXY = proxy.url;
    Reflect.deleteProperty(process.env, 'NO_PROXY');
    await new Transport({ apiKey: 'k', apiUrl: service.url, retries: 0, timeoutMs: 5_000 }).call(
      'app/listMy',
    );
    expect(proxy.targets).toEqual([service.url.replace('http://', '')]);
    expect(service.targets).toEqual(['/apiv2/app/listMy']);
  });

  it('goes direct for hosts in NO_PROXY', async () => {
    proxy.targets.length = 0;
    service.targets.length = 0;
    process.env.HTTP_PROXY = proxy.url;
    process.env.NO_PROXY = '127.0.0.1';
    await new Transport({ apiKey: 'k', apiUrl: service.url, retries: 0, timeoutMs: 5_000 }).call(
      'app/listMy',
    );
    expect(service.targets).toEqual(['/apiv2/app/listMy']);
    expect(proxy.targets).toEqual([]);
  });
});
