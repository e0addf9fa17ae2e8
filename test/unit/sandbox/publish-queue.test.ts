/** The publish queue's shutdown: nothing it started may outlive close(). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/sandbox/clock.js';
import { PublishQueue } from '../../../src/sandbox/publish-queue.js';
import { defaultUploadSettings, SandboxState } from '../../../src/sandbox/state.js';
import { apkFixture } from '../../fixtures/packages.js';

let iconDir: string;

afterEach(async () => {
  await rm(iconDir, { recursive: true, force: true });
});

describe('PublishQueue.close', () => {
  it('resolves only once the package being read has been dealt with', async () => {
    iconDir = await mkdtemp(join(tmpdir(), 'queue-icons-'));
    const queue = new PublishQueue(new SandboxState(), {
      parseMs: 0,
      publishMs: 60_000,
      clock: systemClock,
      iconDir,
    });
    queue.enqueue({
      key: 'k1',
      buildKey: 'k1',
      platform: 'android',
      filePath: apkFixture.path,
      fileName: apkFixture.fileName,
      fileSize: 1,
      settings: defaultUploadSettings,
    });
    expect(queue.phase('k1')).toBe('parsing');
    await queue.close();
    // The sandbox removes its data folder right after close(): an upload still parsing then would
    // write its icon into a folder being removed (ENOTEMPTY).
    expect(queue.phase('k1')).not.toBe('parsing');
  });
});
