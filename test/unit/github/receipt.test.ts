import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECEIPT_FILE,
  uploadReceipt,
  type ArtifactUploader,
  type Receipt,
} from '../../../src/github/receipt.js';

const receipt: Receipt = {
  version: 1,
  repository: 'octo/app',
  commit: 'abc1234def',
  workflow: 'Release',
  runId: 42,
  runAttempt: 1,
  startedAt: '2026-11-21T10:00:00.000Z',
  finishedAt: '2026-11-21T10:01:00.000Z',
  inputs: { files: ['app.apk'], wait: true },
  builds: [],
  failures: [],
};

describe('uploadReceipt', () => {
  let runnerTemp: string;
  beforeEach(async () => {
    runnerTemp = await mkdtemp(join(tmpdir(), 'runner-temp-'));
    vi.stubEnv('RUNNER_TEMP', runnerTemp);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(runnerTemp, { recursive: true, force: true });
  });

  it('uploads one JSON file under the artifact name with the injected client', async () => {
    const calls: { name: string; files: string[]; root: string; content: unknown }[] = [];
    const uploader: ArtifactUploader = {
      uploadArtifact: async (name, files, root) => {
        calls.push({
          name,
          files,
          root,
          content: JSON.parse(await readFile(files[0] ?? '', 'utf8')),
        });
        return { id: 7, size: 123 };
      },
    };
    await expect(uploadReceipt(receipt, 'pgyer-receipt', uploader)).resolves.toEqual({
      id: 7,
      size: 123,
    });
    const [call] = calls;
    expect(call?.name).toBe('pgyer-receipt');
    expect(call?.files).toEqual([join(call?.root ?? '', RECEIPT_FILE)]);
    expect(call?.content).toEqual(receipt);
    expect(dirname(call?.root ?? '')).toBe(runnerTemp);
    expect(existsSync(call?.root ?? '')).toBe(false);
  });

  it('removes its folder when the upload fails, and passes the failure on', async () => {
    let root = '';
    const uploader: ArtifactUploader = {
      uploadArtifact: (_name, _files, rootDirectory) => {
        root = rootDirectory;
        return Promise.reject(new Error('artifact storage unavailable'));
      },
    };
    await expect(uploadReceipt(receipt, 'pgyer-receipt', uploader)).rejects.toThrow(
      'artifact storage unavailable',
    );
    expect(root).not.toBe('');
    expect(existsSync(root)).toBe(false);
  });
});
