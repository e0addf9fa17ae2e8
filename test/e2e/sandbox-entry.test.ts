/**
 * `npm run sandbox` (dist/sandbox/index.js, which the demo, the bench and CI start) and
 * `pgyer sandbox` take the same options: one option table, in src/cli/commands/sandbox.ts.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

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

  it('starts with --tls, --publish-profile and --channel, and prints the seeded app', async () => {
    const child = spawn(
      process.execPath,
      [
        ENTRY,
        ...['--api-key', 'entry-key', '--tls', '--publish-profile', 'realistic'],
        ...['--channel', 'abc:beta', '--seed-builds', '2'],
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const closed = once(child, 'close');
    try {
      // A refused option ends the process before the banner: stop waiting then.
      while (!stdout.includes('Press Ctrl+C') && child.exitCode === null) {
        await Promise.race([once(child.stdout, 'data'), closed]);
      }
      expect(stdout).toMatch(/listening on https:\/\/127\.0\.0\.1:\d+/);
      expect(stdout).toMatch(/CA certificate: \S+\.pem/);
      expect(stdout).toMatch(/channel: +https:\S+\/beta \(app abc\)/);
      expect(stdout).toMatch(/app-key: +[0-9a-f]{32} \(seeded builds\)/);
    } finally {
      child.kill('SIGINT');
    }
    const [exitCode] = (await closed) as [number | null];
    expect(exitCode).toBe(0);
  });

  it('serves the QR code of a seeded build from the bundle, where qrcode is loaded on demand', async () => {
    const child = spawn(
      process.execPath,
      [ENTRY, '--port', '0', '--api-key', 'entry-key', '--seed-builds', '1'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const closed = once(child, 'close');
    try {
      while (!stdout.includes('Press Ctrl+C') && child.exitCode === null) {
        await Promise.race([once(child.stdout, 'data'), closed]);
      }
      const url = /listening on (\S+)/.exec(stdout)?.[1] ?? '';
      const appKey = /app-key: +([0-9a-f]{32})/.exec(stdout)?.[1] ?? '';
      const builds = (await (
        await fetch(`${url}/apiv2/app/builds`, {
          method: 'POST',
          body: new URLSearchParams({ _api_key: 'entry-key', appKey }),
        })
      ).json()) as { data: { list: { buildKey: string }[] } };
      const buildKey = builds.data.list[0]?.buildKey ?? '';
      const qrCode = await fetch(`${url}/app/qrcode/${buildKey}`);
      expect(qrCode.status).toBe(200);
      expect(qrCode.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await qrCode.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      child.kill('SIGINT');
    }
    await closed;
  });
});
