/**
 * The build an upload replaces as a health report's base (upload-and-wait `health-report:
 * previous`): its upload time read as the service writes it (China time), how it was chosen kept
 * for the report to say, and no base without an upload time.
 */
import { describe, expect, it } from 'vitest';
import type { ReplacedBuild } from '../../../../src/api/index.js';
import { baseOfReplaced } from '../../../../src/jobs/health/run.js';

const REPLACED: ReplacedBuild = {
  buildKey: 'b'.repeat(32),
  appKey: 'a'.repeat(32),
  version: '2.1',
  buildNumber: 7,
  fileSize: 1024,
  created: '2026-11-24 20:43:00',
  branch: 'main',
  chosen: 'newest build of branch main',
};

describe('baseOfReplaced', () => {
  it('is the replaced build, its service time in UTC, with how it was chosen', () => {
    expect(baseOfReplaced(REPLACED)).toEqual({
      buildKey: REPLACED.buildKey,
      version: '2.1',
      buildNumber: 7,
      created: '2026-11-24T12:43:00.000Z',
      chosen: 'newest build of branch main',
    });
  });

  it('is undefined when the build list gave no upload time', () => {
    expect(baseOfReplaced({ ...REPLACED, created: '' })).toBeUndefined();
  });
});
