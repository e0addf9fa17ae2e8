/** The upload job's options: files, settings and every check made before the first request. */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkUploadOptions, type UploadSetting } from '../../../../src/jobs/upload/options.js';
import type { Raw } from '../../../../src/jobs/options/checker.js';
import { usageOf } from '../../../helpers/usage.js';
import { hapFixture } from '../../../fixtures/packages.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-options-'));
  await writeFile(join(dir, 'empty.apk'), '');
  await writeFile(join(dir, 'notes.txt'), '  Fixed the login.\n');
  await writeFile(join(dir, 'binary.txt'), Buffer.from([0xff, 0xfe, 0x00, 0xc3]));
  await copyFile(hapFixture.path, join(dir, 'app.hap'));
  await writeFile(join(dir, 'cert.p12'), 'p12');
  await mkdir(join(dir, 'adir'));
  await mkdir(join(dir, 'dir.apk'));
});

/** The options for `raw`, with an api key and `file` as given. */
function check(file: string | string[], raw: Raw<UploadSetting> = {}) {
  return checkUploadOptions({ 'api-key': 'k', file, ...raw });
}

describe('upload options', () => {
  it('takes each distinct file once, public by default, with the waiting defaults', async () => {
    const options = await check([APK, APK], {
      'update-description-file': join(dir, 'notes.txt'),
      'channel-shortcut': 'beta',
      wait: 'false',
    });
    expect(options).toMatchObject({
      files: [{ path: APK, buildType: 'android' }],
      settings: {
        buildInstallType: 1,
        buildUpdateDescription: 'Fixed the login.',
        buildChannelShortcut: 'beta',
      },
      oversea: undefined,
      harmony: undefined,
      wait: false,
      waitTimeoutSeconds: 600,
      pollIntervalSeconds: 3,
      singleStep: false,
    });
    // install-validity not given is `unchanged` (test/compat: action.yml has no default for it).
    expect(options.settings.buildInstallDate).toBeUndefined();
  });

  it('refuses files it cannot upload, all of them in one go', async () => {
    expect(
      await usageOf(() => check(['build.zip', join(dir, 'missing.apk'), join(dir, 'empty.apk')])),
    ).toMatch(
      /^Argument FILE: build\.zip is not an \.ipa, \.apk or \.hap file\nArgument FILE: .*missing\.apk does not exist\nArgument FILE: .*empty\.apk is empty$/,
    );
    expect(await usageOf(() => check(APK, { 'build-type': 'ios' }))).toBe(
      `Option --build-type: is ios, but ${APK} is not an .ipa file`,
    );
    expect(await usageOf(() => checkUploadOptions({ 'api-key': 'k' }, undefined))).toBe(
      'Argument FILE: is required',
    );
  });

  it('says a missing file does not exist, with the nearest name in its folder', async () => {
    expect(await usageOf(() => check(join(dir, 'ap.hap')))).toBe(
      `Argument FILE: ${join(dir, 'ap.hap')} does not exist; did you mean ${join(dir, 'app.hap')}?`,
    );
    expect(await usageOf(() => check(join(dir, 'EMPTY.apk')))).toBe(
      `Argument FILE: ${join(dir, 'EMPTY.apk')} does not exist; did you mean ${join(dir, 'empty.apk')}?`,
    );
    // Nothing near: no guess. A missing folder: named as the part that is missing.
    expect(await usageOf(() => check(join(dir, 'release-build.apk')))).toBe(
      `Argument FILE: ${join(dir, 'release-build.apk')} does not exist`,
    );
    expect(await usageOf(() => check(join(dir, 'nofolder', 'app.apk')))).toBe(
      `Argument FILE: ${join(dir, 'nofolder', 'app.apk')} does not exist (no folder ${join(dir, 'nofolder')})`,
    );
  });

  it('says a folder is one, whatever its name (adir as dir.apk), as the certificate', async () => {
    const adir = join(dir, 'adir');
    const apkDir = join(dir, 'dir.apk');
    expect(await usageOf(() => check([adir, apkDir]))).toBe(
      [
        `Argument FILE: ${adir} is a folder, not a file`,
        `Argument FILE: ${apkDir} is a folder, not a file`,
      ].join('\n'),
    );
    expect(
      await usageOf(() =>
        check(join(dir, 'app.hap'), {
          'harmony-certificate': adir,
          'harmony-certificate-password': 'x',
        }),
      ),
    ).toBe(`Option --harmony-certificate: ${adir} is a folder, not a file`);
  });

  it('says when no file matches the patterns', async () => {
    expect(
      await usageOf(() =>
        checkUploadOptions({ 'api-key': 'k', file: 'x/*.apk' }, () => Promise.resolve([])),
      ),
    ).toMatch(/^Argument FILE: no file matches "x\/\*\.apk"/);
  });

  it('reports a malformed install date once, not also as missing from the range', async () => {
    expect(
      await usageOf(() =>
        check(APK, {
          'install-validity': 'range',
          'install-start-date': '2026-01-01',
          'install-end-date': '2026/12/31',
        }),
      ),
    ).toBe('Option --install-end-date: "2026/12/31" is not a date of the form YYYY-MM-DD');
  });

  it('checks the release notes', async () => {
    expect(
      await usageOf(() =>
        check(APK, {
          'update-description': 'a',
          'update-description-file': join(dir, 'notes.txt'),
        }),
      ),
    ).toBe('Option --update-description-file: cannot be given together with --update-description');
    expect(
      await usageOf(() => check(APK, { 'update-description-file': join(dir, 'binary.txt') })),
    ).toMatch(/is not UTF-8 text$/);
    expect(await usageOf(() => check(APK, { 'update-description': 'x'.repeat(10_001) }))).toBe(
      'Option --update-description: has 10001 characters; release notes may have at most 10000',
    );
  });

  it('needs a certificate for a .hap, and only there', async () => {
    const hap = join(dir, 'app.hap');
    expect(await usageOf(() => check(hap))).toBe(
      'Option --harmony-certificate: is required to publish a .hap (a .p12 file)',
    );
    expect(await usageOf(() => check(hap, { 'harmony-certificate': join(dir, 'cert.p12') }))).toBe(
      'Option --harmony-certificate-password: is required with --harmony-certificate',
    );
    expect(await usageOf(() => check(APK, { 'harmony-hsp': ['x.hsp'] }))).toMatch(
      /^Option --harmony-certificate: and --harmony-hsp are only for .hap files/,
    );
    const options = await check(hap, {
      'harmony-certificate': join(dir, 'cert.p12'),
      'harmony-certificate-password': 'pw',
    });
    expect(options.harmony).toEqual({
      certificatePath: join(dir, 'cert.p12'),
      certificatePassword: 'pw',
      hspPaths: [],
    });
  });

  it('takes a single-step upload for .ipa and .apk only', async () => {
    expect((await check(APK, { 'single-step': 'true' })).singleStep).toBe(true);
    expect(
      await usageOf(() =>
        check(join(dir, 'app.hap'), {
          'single-step': 'true',
          'harmony-certificate': join(dir, 'cert.p12'),
          'harmony-certificate-password': 'pw',
        }),
      ),
    ).toMatch(/^Option --single-step: takes \.ipa and \.apk files only/);
  });
});
