/**
 * A proxy that refuses the tunnel (CONNECT answered 403): nothing reached the service, so even a
 * non-idempotent call is tried again (its own file: the transport's proxy dispatcher is made once
 * per process from HTTP_PROXY).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { silentLogger, Transport } from '../../../src/api/index.js';
import { tunnellingProxy, type TunnellingProxy } from '../../helpers/proxy.js';

let server: Server;
let serviceUrl: string;
const targets: string[] = [];
let proxy: TunnellingProxy;
const saved = { HTTP_PROXY: process.env.HTTP_PROXY, NO_PROXY: process.env.NO_PROXY };

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    targets.push(request.url ?? '');
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: 0, message: '', data: {} }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy = await tunnellingProxy({ status: 403, times: 1 });
  process.env.HTTP_PROXY = proxy.url;
  Reflect.deleteProperty(process.env, 'NO_PROXY');
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
  server.closeAllConnections();
  server.close();
  await proxy.close();
});

it('counts a refused CONNECT as not sent, so a non-idempotent call is tried again', async () => {
  const transport = new Transport({
    apiKey: 'k',
    apiUrl: serviceUrl,
    retries: 1,
    retryDelayMs: 1,
    timeoutMs: 5_000,
  });
  const lines: string[] = [];
  const logger = { ...silentLogger, info: (line: string) => lines.push(line) };
  await transport.extend({ logger }).call('app/getCOSToken', { idempotent: false });
  // The first CONNECT was refused (nothing reached the service), the second was tunnelled.
  expect(proxy.targets).toHaveLength(2);
  expect(targets).toEqual(['/apiv2/app/getCOSToken']);
  expect(lines.join('\n')).toContain('the proxy refused to connect (HTTP 403)');
});
