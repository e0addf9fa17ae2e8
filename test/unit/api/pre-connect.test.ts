import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorageConnections, uploadToStorage, type UploadToken } from '../../../src/api/index.js';
import { makeCertificates } from '../../../src/sandbox/tls.js';
import {
  reply204,
  reply204Close,
  startStorageServer,
  type StorageReply,
} from '../../helpers/storage-server.js';

const SIZE = 1024 * 1024 + 5;
let file: string;

beforeAll(async () => {
  file = join(await mkdtemp(join(tmpdir(), 'pre-connect-test-')), 'app.apk');
  await writeFile(file, Buffer.alloc(SIZE, 3));
});

const servers: Awaited<ReturnType<typeof startStorageServer>>[] = [];
const owned: StorageConnections[] = [];
afterEach(async () => {
  for (const connections of owned.splice(0)) connections.close();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function storage(
  reply: StorageReply = reply204Close,
  tls?: Parameters<typeof startStorageServer>[1],
) {
  const server = await startStorageServer([reply], tls);
  servers.push(server);
  return server;
}

function connectionsForTest(): StorageConnections {
  const connections = new StorageConnections();
  owned.push(connections);
  return connections;
}

function token(endpoint: string): UploadToken {
  return {
    key: 'k',
    endpoint,
    params: { key: 'k', signature: 'q-signature=sig-4711', 'x-cos-security-token': 'token-4711' },
  };
}

function upload(endpoint: string, connections: StorageConnections) {
  return uploadToStorage({
    token: token(endpoint),
    filePath: file,
    fileName: 'app.apk',
    fileSize: SIZE,
    stallTimeoutMs: 5_000,
    connections,
  });
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 5_000) throw new Error('timed out');
    await sleep(5);
  }
}

/** An upload to `server` (a 204 that closes its connection), then a connection opened ahead. */
async function uploadThenOpen(
  server: Awaited<ReturnType<typeof storage>>,
  connections: StorageConnections,
): Promise<void> {
  await upload(server.url, connections);
  connections.open();
  await until(() => server.connections.length === 2);
}

/** Sockets that keep this process alive (unref'd ones are not listed). */
const refedSockets = () =>
  process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length;

describe('StorageConnections (connections opened while the token is asked for)', () => {
  it('the next upload to the origin goes over the connection opened ahead', async () => {
    const server = await storage();
    const connections = connectionsForTest();
    await uploadThenOpen(server, connections);
    await upload(server.url, connections);
    expect(server.connections).toHaveLength(2);
    expect(server.requestSockets[1]).toBe(server.connections[1]);
    expect(server.uploads.map((received) => received.fileBytes)).toEqual([SIZE, SIZE]);
  });

  it('opens nothing while the agent keeps an idle connection to the origin, which is reused', async () => {
    const server = await storage(reply204);
    const connections = connectionsForTest();
    await upload(server.url, connections);
    connections.open();
    await sleep(50);
    expect(server.connections).toHaveLength(1);
    await upload(server.url, connections);
    expect(server.requestSockets).toEqual([server.connections[0], server.connections[0]]);
  });

  it('closes a waiting connection when the token names another origin', async () => {
    const first = await storage();
    const second = await storage();
    const connections = connectionsForTest();
    await uploadThenOpen(first, connections);
    await upload(second.url, connections);
    await until(() => first.connections[1]?.closed === true);
    expect(first.requestSockets).toHaveLength(1);
    expect(second.uploads.map((received) => received.fileBytes)).toEqual([SIZE]);
  });

  it('never hands a connection waiting for one origin to a request for another', async () => {
    const first = await storage();
    const second = await storage();
    const connections = connectionsForTest();
    await uploadThenOpen(first, connections);
    const handed = connections.take(new URL(second.url).origin);
    handed?.destroy();
    expect(handed).toBeUndefined();
    const taken = connections.take(new URL(first.url).origin);
    expect(taken).toBeDefined();
    taken?.destroy();
  });

  it('checks the storage host certificate as the upload itself would', async () => {
    // A certificate for the address, from a CA this process does not trust.
    const certificates = makeCertificates(['127.0.0.1'], new Date());
    const server = await storage(reply204Close, {
      key: certificates.serverKey,
      cert: certificates.serverChain,
    });
    const connections = connectionsForTest();
    const untrusted = /certificate|self.signed/i;
    await expect(upload(server.url, connections)).rejects.toThrow(untrusted);
    connections.open();
    await until(() => server.connections.length === 2);
    await expect(upload(server.url, connections)).rejects.toThrow(untrusted);
    expect(server.uploads).toEqual([]);
  });

  it('keeps the process alive only once an upload has taken the connection', async () => {
    const server = await storage();
    const connections = connectionsForTest();
    await uploadThenOpen(server, connections);
    const waiting = refedSockets();
    const taken = connections.take(new URL(server.url).origin);
    expect(taken).toBeDefined();
    expect(refedSockets()).toBe(waiting + 1);
    taken?.destroy();
  });

  it('close closes the waiting connections', async () => {
    const server = await storage();
    const connections = connectionsForTest();
    await uploadThenOpen(server, connections);
    connections.close();
    await until(() => server.connections[1]?.closed === true);
    expect(connections.take(new URL(server.url).origin)).toBeUndefined();
  });

  it('fails silently when the host refuses: the upload connects itself', async () => {
    const gone = await storage();
    const connections = connectionsForTest();
    await upload(gone.url, connections);
    await gone.close();
    servers.splice(servers.indexOf(gone), 1);
    connections.open();
    await sleep(50);
    expect(connections.take(new URL(gone.url).origin)).toBeUndefined();
    await expect(upload(gone.url, connections)).rejects.toThrow(/ECONNREFUSED|refused/);
  });
});
