/** A forward proxy on loopback for the proxy tests (HTTP_PROXY), unit and end to end. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/** A running proxy: its URL and the `host:port` of every CONNECT it tunnelled, in order. */
export interface TunnellingProxy {
  server: Server;
  url: string;
  targets: string[];
  /** Bytes the clients sent through its tunnels so far. */
  readonly bytesSent: number;
  close(): Promise<void>;
}

/**
 * A forward proxy that tunnels CONNECT requests (as undici's ProxyAgent sends) and records them.
 * With `refuse`, it answers its first `refuse.times` CONNECTs with HTTP `refuse.status` (a proxy
 * that denies the host, or is overloaded) and tunnels none of them; each is recorded too.
 */
export async function tunnellingProxy(
  refuse: { status: number; times: number } = { status: 403, times: 0 },
): Promise<TunnellingProxy> {
  const targets: string[] = [];
  let refused = 0;
  const server = createServer();
  const tunnels = new Set<Socket>();
  let bytesSent = 0;
  server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    targets.push(request.url ?? '');
    if (refused < refuse.times) {
      refused += 1;
      client.end(`HTTP/1.1 ${String(refuse.status)} Refused\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const [host = '', port = ''] = (request.url ?? '').split(':');
    client.on('data', (chunk: Buffer) => {
      bytesSent += chunk.length;
    });
    const upstream = connect(Number(port), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      tunnels.add(socket);
      socket.on('error', () => client.destroy());
      socket.on('close', () => tunnels.delete(socket));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    targets,
    get bytesSent() {
      return bytesSent;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
