import { describe, expect, it } from 'vitest';
import { publicInputs } from '../../../src/actions/upload-and-wait/inputs.js';
import { UPLOAD_SETTINGS, type UploadOptions } from '../../../src/jobs/upload/options.js';

const SECRETS = ['api-key-secret', 'install-password', 'p12-password'];

const inputs: UploadOptions = {
  apiKey: SECRETS[0] ?? '',
  apiUrl: 'https://api.pgyer.com',
  requestTimeoutSeconds: 60,
  retries: 3,
  fallbackApiUrls: [],
  files: [{ path: 'app.hap', buildType: 'harmony', size: 4096 }],
  settings: { buildInstallType: 2, buildPassword: SECRETS[1], buildUpdateDescription: 'Notes' },
  releaseNotesFrom: 'none',
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
  ifPublished: 'skip',
  sameVersion: 'warn',
  healthReport: 'none',
  size: { warnIncrease: { percent: 5, text: '5%' }, budget: 50_000_000 },
};

/** The raw inputs `inputs` was checked from. */
const raw = {
  'api-key': SECRETS[0],
  'api-url': 'https://api.pgyer.com',
  'request-timeout-seconds': '60',
  retries: '5',
  'fallback-api-urls': 'none',
  file: 'app.hap',
  'build-type': 'harmony',
  'install-type': 'password',
  password: SECRETS[1],
  description: 'About',
  'update-description': 'Notes',
  'update-description-file': 'notes.md',
  'install-validity': 'range',
  'install-start-date': '2030-01-01',
  'install-end-date': '2030-02-01',
  'preview-validity-days': '14',
  'channel-shortcut': 'beta',
  oversea: 'true',
  'harmony-certificate': 'cert.p12',
  'harmony-certificate-password': SECRETS[2],
  'harmony-hsp': 'lib.hsp',
  wait: 'true',
  'wait-timeout-seconds': '900',
  'poll-interval-seconds': '5',
  'single-step': 'false',
  'size-warn-increase': '5%',
  'size-fail-increase': '2MiB',
  'size-budget': '50MB',
};

describe('publicInputs (what a receipt shows)', () => {
  it('shows every setting of the upload job that is not secret', () => {
    const shown = Object.keys(publicInputs(inputs, raw));
    const declared = UPLOAD_SETTINGS.filter((setting) => !('secret' in setting));
    expect(declared.length).toBeGreaterThan(15);
    for (const { name } of declared) expect(shown, name).toContain(name);
  });

  it('keeps what shaped the builds and leaves every secret out', () => {
    const shown = publicInputs(inputs, raw);
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
