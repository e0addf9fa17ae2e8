/**
 * What the client reads of a package goes through one bounded reader (issue 29 point 2, issue 32
 * point 6): `pgyer upload` runs as a real process on packages made to cost or mislead, and ends
 * with bounded memory; a package with no manifest at all is refused before any request.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as buildPlist } from 'plist';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';
import { deflatedZeros, storedZip } from '../helpers/stored-zip.js';
import { writeZip } from '../helpers/write-zip.mjs';
import { outputOf, type CliRun } from './harness.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

const MIB = 1024 * 1024;
/** The peak resident set size allowed for a run of the CLI on such a package. */
const MAX_RSS_BYTES = 100 * MIB;
/** A run not over by then spins: it is killed and the test fails. */
const KILL_AFTER_MS = 60_000;
const MAX_RSS = pathToFileURL(resolve('test/helpers/max-rss.mjs')).href;

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'package-reader-'));
});

/** An Info.plist of `identifier`, with `extra` keys. */
function infoPlist(identifier: string, extra: Record<string, unknown> = {}): Buffer {
  return Buffer.from(
    buildPlist({
      CFBundleIdentifier: identifier,
      CFBundleShortVersionString: '1.0',
      CFBundleVersion: '1',
      CFBundleName: 'Costly',
      ...extra,
    }),
  );
}

/** `pgyer upload <path> --json` against the sandbox; its peak RSS; killed after KILL_AFTER_MS. */
async function pgyer(path: string): Promise<CliRun & { maxRss: number; killed: boolean }> {
  const rssFile = join(folder, `rss-${String(Date.now())}`);
  const child = spawn(
    process.execPath,
    ['dist/cli/index.js', 'upload', path, '--json', '--api-url', sandbox.url],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PGYER_API_KEY: sandbox.apiKey,
        NODE_OPTIONS: `--import ${MAX_RSS}`,
        MAX_RSS_FILE: rssFile,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  child.stdin.end();
  const state = { killed: false };
  const timer = setTimeout(() => {
    state.killed = true;
    child.kill('SIGKILL');
  }, KILL_AFTER_MS);
  const run = await outputOf(child);
  clearTimeout(timer);
  const maxRss = state.killed ? Infinity : Number(await readFile(rssFile, 'utf8'));
  return { ...run, maxRss, killed: state.killed };
}

describe('an .ipa made to cost the reader', () => {
  // The storage upload is refused: the sandbox's own parser (the service's, emulated) is not
  // what is measured here, the client's reading before its requests is.
  function refuseUploads() {
    sandbox.faults.inject({
      kind: 'refuse',
      code: 1002,
      operation: 'app/getCOSToken',
      times: Infinity,
    });
  }

  it('with a deflated 1.5 GB embedded.mobileprovision: read in bounded memory', async () => {
    const path = join(folder, 'bomb.ipa');
    await writeFile(
      path,
      storedZip({
        'Payload/Bomb.app/Info.plist': infoPlist('com.example.bomb'),
        'Payload/Bomb.app/embedded.mobileprovision': deflatedZeros(1.5e9),
      }),
    );
    refuseUploads();
    const run = await pgyer(path);
    expect(run.killed).toBe(false);
    expect(run.maxRss, `peak RSS ${(run.maxRss / MIB).toFixed(1)} MiB`).toBeLessThan(MAX_RSS_BYTES);
    // Its identity was read (the look-up asked for the app), then the upload was refused.
    expect(run.stderr).not.toContain('Could not read');
    expect(sandbox.requests.map((request) => request.operation)).toContain('app/listMy');
  }, 120_000);

  it('with icon names that make a backtracking RegExp spin: read at once', async () => {
    // app-info-parser made `new RegExp(iconName)` and matched it against each entry's path.
    const name = '(a+)+$';
    const path = join(folder, 'redos.ipa');
    await writeZip(path, [
      [
        'Payload/Icons.app/Info.plist',
        infoPlist('com.example.redos', {
          CFBundleIconFiles: [name],
          CFBundleIcons: { CFBundlePrimaryIcon: { CFBundleIconFiles: [name] } },
        }),
      ],
      [`Payload/Icons.app/${'a'.repeat(40)}!`, Buffer.from('not a png')],
    ]);
    refuseUploads();
    const run = await pgyer(path);
    expect(run.killed).toBe(false);
    expect(run.maxRss).toBeLessThan(MAX_RSS_BYTES);
    expect(run.stderr).not.toContain('Could not read');
    expect(sandbox.requests.map((request) => request.operation)).toContain('app/listMy');
  }, 120_000);
});

describe('a package with no manifest it can be', () => {
  it.each([
    [
      'an APK whose AndroidManifest.xml is a text file',
      'broken.apk',
      [['AndroidManifest.xml', Buffer.from('not binary XML')]] as const,
      'AndroidManifest.xml is not Android binary XML',
    ],
    [
      'an IPA whose Info.plist is neither XML nor binary',
      'text.ipa',
      [['Payload/Text.app/Info.plist', Buffer.from('CFBundleIdentifier = com.example')]] as const,
      'Payload/Text.app/Info.plist is neither an XML nor a binary property list',
    ],
    [
      'an IPA without Info.plist',
      'empty.ipa',
      [['Payload/Empty.app/Empty', Buffer.from('binary')]] as const,
      'it has no Payload/<name>.app/Info.plist',
    ],
  ])('%s: refused before any request, naming the entry', async (_, name, entries, reason) => {
    const path = join(folder, name);
    await writeZip(
      path,
      entries.map(([entry, data]) => [entry, data]),
    );
    const run = await pgyer(path);
    // The CLI's exit code for bad input (packages/cli/README.md).
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`${path} is not a readable`);
    expect(run.stderr).toContain(reason);
    expect(sandbox.requests).toEqual([]);
  });

  it('an IPA whose binary Info.plist is cut short: uploaded, with a warning saying so', async () => {
    const path = join(folder, 'cut-bplist.ipa');
    const cut = Buffer.concat([Buffer.from('bplist00'), Buffer.alloc(24, 0xd5)]);
    await writeZip(path, [['Payload/Cut.app/Info.plist', cut]]);
    const run = await pgyer(path);
    expect(run.stderr).toMatch(/Could not read the manifest of .*cut-bplist\.ipa.*Info\.plist/);
    expect(sandbox.requests.map((request) => request.operation)).toContain('app/getCOSToken');
  });
});
