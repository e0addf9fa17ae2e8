/**
 * A package's identity is a real digest (issue 29 point 1): two .ipa files whose payloads differ
 * but whose entries keep each CRC-32 and size (4 bytes forged) have equal zip directories; the
 * SHA-256 of the whole file tells them apart, so a re-run of the one never reports the other as
 * already published. `pgyer upload` runs against the sandbox as a real process.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as buildPlist } from 'plist';
import { beforeAll, describe, expect, it } from 'vitest';
import { crcTwins } from '../helpers/crc-forge.js';
import { useSandbox } from '../helpers/sandbox.js';
import { storedZip } from '../helpers/stored-zip.js';
import { runCli } from './harness.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

const MIB = 1024 * 1024;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'package-digest-'));
});

/**
 * Two .ipa files of `identifier`, 2 MiB payload first, stored (so the directory's sizes are the
 * payload's), whose payloads differ in the first MiB and share their CRC-32.
 */
async function forgedPair(identifier: string): Promise<[string, string]> {
  const plist = buildPlist({
    CFBundleIdentifier: identifier,
    CFBundleShortVersionString: '1.0.0',
    CFBundleVersion: '7',
    CFBundleName: 'Forged',
  });
  const paths = [0, 1].map((index) => join(folder, `${identifier}-${String(index)}.ipa`));
  const payloads = crcTwins(2 * MIB, 4096, randomBytes);
  await Promise.all(
    payloads.map((payload, index) =>
      writeFile(
        paths[index] ?? '',
        storedZip({ 'Payload/Forged.app/Forged': payload, 'Payload/Forged.app/Info.plist': plist }),
      ),
    ),
  );
  return [paths[0] ?? '', paths[1] ?? ''];
}

function pgyer(path: string) {
  return runCli(['upload', path, '--json', '--api-url', sandbox.url], {
    PGYER_API_KEY: sandbox.apiKey,
  });
}

function buildsOf(identifier: string) {
  return [...sandbox.state.builds.values()].filter((build) => build.identifier === identifier);
}

describe('two packages of one identity, size and CRC-32s but different bytes', () => {
  it.each([
    ['the first published, then the second run', 0],
    ['the second published, then the first run', 1],
  ])('%s: the second is uploaded, not reported as the first', async (_, first) => {
    const identifier = `com.example.forged${String(first)}`;
    const pair = await forgedPair(identifier);
    const [published, other] = first === 0 ? pair : [pair[1], pair[0]];
    const before = await pgyer(published);
    expect(before.exitCode, before.stderr).toBe(0);
    expect(buildsOf(identifier)).toHaveLength(1);
    // The whole file's SHA-256, all 64 hex digits, is the last line of the description.
    expect(buildsOf(identifier)[0]?.description).toMatch(/^package-sha256:[0-9a-f]{64}$/);

    const run = await pgyer(other);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('already published');
    expect(JSON.parse(run.stdout)).toMatchObject([{ alreadyPublished: false }]);
    expect(buildsOf(identifier)).toHaveLength(2);

    // The same file again is still found: the digest keeps re-runs working.
    const again = await pgyer(other);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject([{ alreadyPublished: true }]);
    expect(buildsOf(identifier)).toHaveLength(2);
  });
});
