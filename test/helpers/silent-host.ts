/** A loopback host that accepts connections and never answers: the timeout tests' dead service. */
import { createServer, type AddressInfo, type Socket } from 'node:net';

/** A running silent host: its `http://127.0.0.1:port` URL, and how to close it. */
export interface SilentHost {
  url: string;
  close(): Promise<void>;
}

/** Listens on a free loopback port; every connection is held open, unread and unanswered. */
export async function silentHost(): Promise<SilentHost> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}
