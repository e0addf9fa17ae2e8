import { describe, expect, it } from 'vitest';
import { publicInputs } from '../../../src/actions/upload-and-wait/inputs.js';
import type { UploadOptions } from '../../../src/jobs/upload/options.js';

const SECRETS = ['api-key-secret', 'install-password', 'p12-password'];

const inputs: UploadOptions = {
  apiKey: SECRETS[0] ?? '',
  apiUrl: 'https://api.pgyer.com',
  requestTimeoutSeconds: 60,
  retries: 3,
  fallbackApiUrls: [],
  files: [{ path: 'app.hap', buildType: 'harmony', size: 4096 }],
  settings: { buildInstallType: 2, buildPassword: SECRETS[1], buildUpdateDescription: 'Notes' },
  oversea: 1,
  harmony: {
    certificatePath: 'cert.p12',
    certificatePassword: SECRETS[2] ?? '',
    hspPaths: ['lib.hsp'],
  },
  wait: true,
  waitTimeoutSeconds: 600,
  pollIntervalSeconds: 3,
  singleStep: false,
};

describe('publicInputs (what a receipt shows)', () => {
  it('keeps what shaped the builds and leaves every secret out', () => {
    const shown = publicInputs(inputs);
    expect(shown).toMatchObject({
      files: ['app.hap'],
      'install-type': 2,
      'update-description': 'Notes',
      oversea: 1,
      'harmony-hsp': ['lib.hsp'],
    });
    const text = JSON.stringify(shown);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });
});
