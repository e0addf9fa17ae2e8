// A sandbox that cannot listen (its port in use) leaves nothing behind: the data folder it made
// for itself is removed before the listen error reaches the caller.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox } from '../../../src/sandbox/server.js';

let occupied: Server;
let scratch: string;
const savedTmpdir = process.env.TMPDIR;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'port-in-use-'));
  occupied = createServer();
  await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  if (savedTmpdir === undefined) Reflect.deleteProperty(process.env, 'TMPDIR');
  else process.env.TMPDIR = savedTmpdir;
  occupied.close();
  await rm(scratch, { recursive: true, force: true });
});

it('removes its data folder when its port is in use', async () => {
  const { port } = occupied.address() as AddressInfo;
  // os.tmpdir() reads TMPDIR on each call: the sandbox's folder goes where the test can see it.
  process.env.TMPDIR = scratch;
  await expect(startSandbox({ host: '127.0.0.1', port })).rejects.toMatchObject({
    code: 'EADDRINUSE',
  });
  expect(await readdir(scratch)).toEqual([]);
});
