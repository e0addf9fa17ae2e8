/**
 * An HTTPS origin whose certificate no client here trusts: signed by a CA made for the test
 * (the sandbox's own, src/sandbox/tls.ts), which is in no trust store. A real server, since no
 * interceptor can fake a TLS handshake.
 */
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { makeCertificates } from '../../src/sandbox/tls.js';

/** The running origin: its URL, how many TCP connections it took, and how to stop it. */
export interface UntrustedOrigin {
  /** `https://127.0.0.1:<port>`. */
  url: string;
  /** TCP connections taken so far: one per try, as the handshake fails before any request. */
  readonly connections: number;
  close(): Promise<void>;
}

/** Starts an origin for 127.0.0.1 whose chain ends in an untrusted CA (SELF_SIGNED_CERT_IN_CHAIN). */
export async function startUntrustedOrigin(): Promise<UntrustedOrigin> {
  const { serverChain, serverKey } = makeCertificates(['127.0.0.1'], new Date());
  const server = createServer({ cert: serverChain, key: serverKey }, (request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"data":{}}');
  });
  let connections = 0;
  server.on('connection', () => (connections += 1));
  // The client's refusal surfaces on the server as a handshake error: expected, not a failure.
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
