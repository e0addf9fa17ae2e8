/** An origin nobody listens on, for tests of unreachable services. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `http://127.0.0.1:<port>` of a port just closed: connections to it are refused. */
export async function refusedOrigin(): Promise<string> {
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
