/**
 * A different package with the identifier, version and build number of a build already published
 * (README.md `same-version`, issue 30): upload-and-wait and `pgyer upload` run as real processes
 * against one sandbox with two packages of one identity (the APK fixture, and the same APK padded
 * with random bytes: another size and digest). warn uploads with a warning naming the build, fail
 * uploads nothing, allow uploads quietly; the identical package is if-published's, not a hit.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apkFixture } from '../fixtures/packages.js';
import { writePaddedPackage } from '../helpers/padded-package.js';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, runCli, type ActionRun } from './harness.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

/** Padded copies of the APK fixture: each another package of the fixture's identity. */
const rebuilt: string[] = [];
beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'same-version-'));
  for (const padding of [1024, 2048, 4096]) {
    const path = join(folder, `rebuilt-${String(padding)}.apk`);
    await writePaddedPackage(apkFixture.path, path, padding);
    rebuilt.push(path);
  }
});

/** upload-and-wait with the defaults of if-published and same-version unless `inputs` give them. */
function upload(file: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runActionOn(sandbox, '.', { file, 'if-published': '', 'same-version': '', ...inputs });
}

function buildKeys(): string[] {
  return [...sandbox.state.builds.values()]
    .filter((build) => build.identifier === apkFixture.identifier)
    .map((build) => build.key);
}

function warningsOf(run: ActionRun): string[] {
  return [...run.stdout.matchAll(/^::warning::(.*)$/gm)].map((match) => match[1] ?? '');
}

const SAME = `version ${apkFixture.version} and build number ${apkFixture.versionNo} of build`;

describe('same-version', () => {
  let first = '';

  it('warn (the default): uploads, with one warning naming the build of the same version', async () => {
    const published = await upload(apkFixture.path);
    expect(failureOf(published)).toBe('');
    expect(warningsOf(published).join('\n')).not.toContain(SAME);
    first = published.outputs['build-key'] ?? '';

    const run = await upload(rebuilt[0] ?? '');
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    expect(buildKeys()).toHaveLength(2);
    const warned = warningsOf(run).filter((line) => line.includes(SAME));
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain(`${SAME} ${first} (${sandbox.url}/${first}, uploaded `);
    expect(warned[0]).toContain('Raise the build number, or set input same-version to allow');
  });

  it('the identical package again is already published, not a same-version hit, also with fail', async () => {
    const run = await upload(apkFixture.path, { 'same-version': 'fail' });
    expect(failureOf(run)).toBe('');
    expect(run.outputs['already-published']).toBe('true');
    expect(warningsOf(run).join('\n')).not.toContain(SAME);
    expect(buildKeys()).toHaveLength(2);
  });

  it('fail: fails before any upload, naming the newest build of the same version', async () => {
    const newest = buildKeys()[1] ?? '';
    sandbox.requests.length = 0;
    const run = await upload(rebuilt[1] ?? '', { 'same-version': 'fail' });
    expect(run.exitCode).toBe(1);
    expect(failureOf(run)).toContain(
      `Input "same-version": rebuilt-2048.apk has the identifier ${apkFixture.identifier}, ${SAME} ${newest} (${sandbox.url}/${newest}, uploaded `,
    );
    expect(failureOf(run)).toContain('raise the build number; set same-version: allow');
    expect(failureOf(run)).toContain('Nothing was uploaded or changed.');
    expect(run.summary).toContain(`${SAME} ${newest}`);
    expect(run.summary.match(/Nothing was uploaded/g)).toHaveLength(1);
    expect(buildKeys()).toHaveLength(2);
    expect(sandbox.requests.map((request) => request.operation)).not.toContain('app/getCOSToken');
  });

  it('fail through pgyer upload: exit 2, in the CLI’s words, nothing uploaded', async () => {
    const run = await runCli(
      ['upload', rebuilt[1] ?? '', '--same-version', 'fail', '--api-url', sandbox.url],
      { PGYER_API_KEY: sandbox.apiKey },
    );
    expect(run.exitCode, run.stderr).toBe(2);
    expect(run.stderr).toMatch(
      /^error: Option --same-version: rebuilt-2048\.apk has the identifier/m,
    );
    expect(run.stderr).toContain('raise the build number; pass --same-version allow');
    expect(buildKeys()).toHaveLength(2);
  });

  it('allow: uploads without a word about it', async () => {
    const run = await upload(rebuilt[2] ?? '', { 'same-version': 'allow' });
    expect(failureOf(run)).toBe('');
    expect(warningsOf(run).join('\n')).not.toContain(SAME);
    expect(buildKeys()).toHaveLength(3);
  });
});
