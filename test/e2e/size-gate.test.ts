/**
 * The size gate (README.md "Size gate"): upload-and-wait and `pgyer upload` run as real processes
 * against the sandbox, whose apps hold seeded builds of chosen sizes. Each file is compared with
 * the build it replaces, of its own app only (same identifier and build type).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatSize } from '../../src/api/upload/progress.js';
import { apkFixture, ipaFixture } from '../fixtures/packages.js';
import { useSandbox } from '../helpers/sandbox.js';
import { writeZip } from '../helpers/write-zip.mjs';
import { failureOf, runActionOn, runCli, type ActionRun } from './harness.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

let apkSize = 0;
beforeAll(async () => {
  apkSize = (await stat(apkFixture.path)).size;
});

// Each test sets its own scene: no build of an earlier test is any file's base.
beforeEach(() => {
  for (const build of [...sandbox.state.builds.values()]) sandbox.state.removeBuild(build);
});

/** A published build of the APK's app (io.appium.settings) of `fileSize` bytes; its key. */
function seedApk(fileSize: number): string {
  return sandbox.state.addBuild({
    platform: 'android',
    identifier: apkFixture.identifier,
    fileSize,
  }).key;
}

function upload(inputs: Record<string, string>, file = apkFixture.path): Promise<ActionRun> {
  return runActionOn(sandbox, '.', { file, ...inputs });
}

function operations(): string[] {
  return sandbox.requests.map((request) => request.operation);
}

function buildNumberOf(key: string): number | undefined {
  return sandbox.state.builds.get(key)?.buildVersion;
}

describe('upload-and-wait with a size gate', () => {
  it('warns above size-warn-increase, uploads, and every report shows the change', async () => {
    const base = seedApk(apkSize - 100_000);
    const run = await upload({ 'size-warn-increase': '99999' });
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    const warning = run.stdout.match(/^::warning::.*size-warn-increase.*$/gm) ?? [];
    expect(warning).toHaveLength(1);
    expect(warning[0]).toContain(`is ${formatted(apkSize)}, +97.7 KiB (+3.`);
    expect(warning[0]).toContain(`(buildKey ${base}, ${formatted(apkSize - 100_000)})`);
    expect(warning[0]).toContain('more than input size-warn-increase 99999');
    expect(operations()).toContain('app/getCOSToken');
    expect(run.outputs['size-delta-bytes']).toBe('100000');
    expect(run.outputs['size-base-build-key']).toBe(base);
    expect(JSON.parse(run.outputs.build ?? '')).toMatchObject({
      sizeChange: { bytes: 100_000, baseBytes: apkSize - 100_000, baseBuildKey: base },
      replaces: { buildKey: base },
    });
    const shown = `+97.7 KiB (+3.`;
    expect(run.summary).toContain('Size change');
    expect(run.summary).toContain(shown);
    // GitHub would link `#1` to an issue: the summary keeps a word joiner after the `#`.
    expect(run.summary).toContain(
      `since build #\u2060${String(buildNumberOf(base))}, the newest build of ${apkFixture.identifier} (Android)`,
    );
  });

  it('neither warns nor fails at exactly the threshold', async () => {
    seedApk(apkSize - 100_000);
    const run = await upload({ 'size-warn-increase': '100000', 'size-fail-increase': '100000' });
    expect(failureOf(run)).toBe('');
    expect(run.stdout).not.toMatch(/^::warning::/m);
    expect(run.stdout).toContain(
      'within input size-warn-increase 100000 and input size-fail-increase 100000',
    );
  });

  it('fails above size-fail-increase before any upload, naming the base build and both sizes', async () => {
    const base = seedApk(apkSize - 100_000);
    const count = sandbox.state.builds.size;
    const run = await upload({ 'size-fail-increase': '2%' });
    expect(run.exitCode).toBe(1);
    // The runner decodes the workflow command's `%25` back to `%`.
    const failure = failureOf(run).replaceAll('%25', '%');
    expect(failure).toContain(`build #${String(buildNumberOf(base))}`);
    expect(failure).toContain(`buildKey ${base}`);
    expect(failure).toContain(`(${String(apkSize)} bytes)`);
    expect(failure).toContain(`(${String(apkSize - 100_000)} bytes)`);
    expect(failure).toContain(
      'more than input size-fail-increase 2%. Shrink the package, or raise input size-fail-increase to upload it. Nothing was uploaded',
    );
    expect(operations()).not.toContain('app/getCOSToken');
    expect(sandbox.state.builds.size).toBe(count);
    expect(run.summary).toContain('more than input size-fail-increase 2%');
    // The refusal says once that nothing was uploaded.
    expect(run.summary.match(/Nothing was uploaded/g)).toHaveLength(1);
  });

  it('says first build, and applies no threshold, when the app has no build', async () => {
    const run = await upload({ 'size-fail-increase': '0%' });
    expect(failureOf(run)).toBe('');
    expect(run.stdout).toContain("the app's first build, no size threshold applies");
    expect(run.summary).toMatch(/Size change.*first build/);
    expect(run.outputs['size-delta-bytes']).toBe('');
    expect(run.outputs['size-base-build-key']).toBe('');
  });

  it('compares with the build before a deleted one', async () => {
    const older = seedApk(apkSize - 1000);
    const deleted = sandbox.state.builds.get(seedApk(apkSize - 500_000));
    if (deleted) sandbox.state.removeBuild(deleted);
    const run = await upload({ 'size-fail-increase': '1000' });
    expect(failureOf(run)).toBe('');
    expect(run.outputs['size-base-build-key']).toBe(older);
    expect(run.outputs['size-delta-bytes']).toBe('1000');
  });

  it('compares each flavour of a matrix with its own app’s build, never with the other’s', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'size-gate-'));
    const [big, small] = [join(dir, 'big.ipa'), join(dir, 'small.ipa')];
    await writeFlavour(big, 'com.example.flavour.big', 200_000);
    await writeFlavour(small, 'com.example.flavour.small', 0);
    const sizes = { big: (await stat(big)).size, small: (await stat(small)).size };
    const bigBase = seedIpa('com.example.flavour.big', sizes.big - 100);
    // The newest build of all, of the other flavour: taken as the big one's base, it would fail.
    const smallBase = seedIpa('com.example.flavour.small', sizes.small - 100);
    const run = await upload({ 'size-fail-increase': '1KiB' }, `${big}\n${small}`);
    expect(failureOf(run)).toBe('');
    const builds = JSON.parse(run.outputs.builds ?? '') as {
      sizeChange?: { bytes: number; baseBuildKey: string };
    }[];
    expect(builds.map((build) => build.sizeChange)).toEqual([
      expect.objectContaining({ bytes: 100, baseBuildKey: bigBase }),
      expect.objectContaining({ bytes: 100, baseBuildKey: smallBase }),
    ]);
    expect(run.summary).toContain('the newest build of com.example.flavour.big (iOS)');
    expect(run.summary).toContain('the newest build of com.example.flavour.small (iOS)');
  });
});

describe('pgyer upload with a size gate', () => {
  function pgyer(args: readonly string[]) {
    return runCli([...args, '--api-url', sandbox.url], { PGYER_API_KEY: sandbox.apiKey });
  }

  it('prints the size change and puts it in --json', async () => {
    const base = seedApk(apkSize - 2048);
    const run = await pgyer(['upload', apkFixture.path, '--size-warn-increase', '1KiB', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/^warning: .*\+2 KiB .*more than --size-warn-increase 1KiB$/m);
    expect(JSON.parse(run.stdout)).toMatchObject([
      { sizeChange: { bytes: 2048, baseBuildKey: base }, replaces: { buildKey: base } },
    ]);
  });

  it('fails above size-fail-increase with exit code 1, uploading nothing', async () => {
    const base = seedApk(apkSize - 2048);
    const run = await pgyer(['upload', apkFixture.path, '--size-fail-increase', '2KB']);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain(`buildKey ${base}`);
    expect(run.stderr).toContain(
      'more than --size-fail-increase 2KB. Shrink the package, or raise --size-fail-increase to upload it. Nothing was uploaded',
    );
    expect(operations()).not.toContain('app/getCOSToken');
  });
});

/** A seeded build of the iOS app `identifier`, `fileSize` bytes; its key. */
function seedIpa(identifier: string, fileSize: number): string {
  return sandbox.state.addBuild({ platform: 'ios', identifier, fileSize }).key;
}

/**
 * Writes to `path` demo.ipa with `identifier` as its CFBundleIdentifier, grown by `padding`
 * random bytes (an entry of their own, which deflate cannot shrink).
 */
async function writeFlavour(path: string, identifier: string, padding: number): Promise<void> {
  const read = (name: string) => execFileSync('unzip', ['-p', ipaFixture.path, name]);
  const plist = read('Payload/Demo.app/Info.plist')
    .toString('utf8')
    .replace(`<string>${ipaFixture.identifier}</string>`, `<string>${identifier}</string>`);
  await writeZip(path, [
    ['Payload/Demo.app/Info.plist', Buffer.from(plist)],
    ['Payload/Demo.app/Demo', read('Payload/Demo.app/Demo')],
    ['Payload/Demo.app/AppIcon60x60@2x.png', read('Payload/Demo.app/AppIcon60x60@2x.png')],
    ...(padding > 0 ? [['Payload/Demo.app/pad', randomBytes(padding)] as [string, Buffer]] : []),
  ]);
}

/** `bytes` as the reports show a size with its bytes: `3.07 MiB (3224000 bytes)`. */
function formatted(bytes: number): string {
  return `${formatSize(bytes)} (${String(bytes)} bytes)`;
}
