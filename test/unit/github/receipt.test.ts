import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
  });
});
