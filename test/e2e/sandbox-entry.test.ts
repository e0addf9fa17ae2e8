/**
 * `npm run sandbox` (dist/sandbox/index.js, which the demo, the bench and CI start) and
 * `pgyer sandbox` take the same options: one option table, in src/sandbox/command.ts.
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startSandboxProcess } from './harness.js';

const ENTRY = 'dist/sandbox/index.js';
const CLI = 'dist/cli/index.js';

/** The option names a `--help` text lists. */
async function optionsOf(args: string[]): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [...args, '--help']);
  return [...stdout.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((match) => match[1] ?? '');
}

describe('npm run sandbox', () => {
  it("lists exactly pgyer sandbox's options", async () => {
    const cli = await optionsOf([CLI, 'sandbox']);
    expect(cli).toEqual(expect.arrayContaining(['--tls', '--publish-profile', '--channel']));
    expect(await optionsOf([ENTRY])).toEqual(cli);
  });

  it('exits 2 naming the option on a bad value, before it listens', async () => {
    for (const bad of [
      ['--channel', 'nocolon'],
      ['--port', '70000'],
    ]) {
      const failed = await promisify(execFile)(process.execPath, [ENTRY, ...bad]).catch(
        (error: unknown) => error as { code: number; stdout: string; stderr: string },
      );
      expect(failed).toMatchObject({ code: 2, stdout: '' });
      expect((failed as { stderr: string }).stderr).toMatch(
        new RegExp(`^error: option ${bad[0]}: `),
      );
    }
  });

  it('says a port in use is in use, and what to do, rather than EADDRINUSE', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      for (const args of [[ENTRY], [CLI, 'sandbox']]) {
        const failed = await promisify(execFile)(process.execPath, [
          ...args,
          '--port',
          String(port),
        ]).catch((error: unknown) => error as { code: number; stdout: string; stderr: string });
        expect(failed, args.join(' ')).toMatchObject({ code: 2, stdout: '' });
        // Each front-end's own way of naming an option (pgyer's `Option --port`).
        expect(failed.stderr.replace(/^error: Option/, 'error: option')).toBe(
          `error: option --port: port ${port} is in use: choose another with --port or stop the process using it\n`,
        );
      }
    } finally {
      taken.close();
    }
  });

  it('starts with --tls, --publish-profile and --channel, and prints the seeded app', async () => {
    const sandbox = await startSandboxProcess(
      [
        ...['--api-key', 'entry-key', '--tls', '--publish-profile', 'realistic'],
        ...['--channel', 'abc:beta', '--seed-builds', '2'],
      ],
      ENTRY,
    );
    try {
      expect(sandbox.banner).toMatch(/listening on https:\/\/127\.0\.0\.1:\d+/);
      expect(sandbox.banner).toMatch(/CA certificate: \S+\.pem/);
      expect(sandbox.banner).toMatch(/channel: +https:\S+\/beta \(app abc\)/);
      expect(sandbox.banner).toMatch(/app-key: +[0-9a-f]{32} \(seeded builds\)/);
    } finally {
      expect(await sandbox.stop()).toBe(0);
    }
  });

  it('answers buildInfo of an unknown key with the --unstored-upload-code given', async () => {
    const sandbox = await startSandboxProcess(
      ['--port', '0', '--api-key', 'entry-key', '--unstored-upload-code', '1009'],
      ENTRY,
    );
    try {
      const answer = (await (
        await fetch(`${sandbox.url}/apiv2/app/buildInfo`, {
          method: 'POST',
          body: new URLSearchParams({ _api_key: 'entry-key', buildKey: 'f'.repeat(32) }),
        })
      ).json()) as { code: number };
      expect(answer.code).toBe(1009);
    } finally {
      await sandbox.stop();
    }
  });

  it('serves the QR code of a seeded build from the bundle, where qrcode is loaded on demand', async () => {
    const sandbox = await startSandboxProcess(
      ['--port', '0', '--api-key', 'entry-key', '--seed-builds', '1'],
      ENTRY,
    );
    try {
      const appKey = /app-key: +([0-9a-f]{32})/.exec(sandbox.banner)?.[1] ?? '';
      const builds = (await (
        await fetch(`${sandbox.url}/apiv2/app/builds`, {
          method: 'POST',
          body: new URLSearchParams({ _api_key: 'entry-key', appKey }),
        })
      ).json()) as { data: { list: { buildKey: string }[] } };
      const buildKey = builds.data.list[0]?.buildKey ?? '';
      const info = (await (
        await fetch(`${sandbox.url}/apiv2/app/buildInfo`, {
          method: 'POST',
          body: new URLSearchParams({ _api_key: 'entry-key', buildKey }),
        })
      ).json()) as { data: { buildQRCodeURL: string } };
      const qrCode = await fetch(info.data.buildQRCodeURL);
      expect(qrCode.status).toBe(200);
      expect(qrCode.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await qrCode.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await sandbox.stop();
    }
  });
});
