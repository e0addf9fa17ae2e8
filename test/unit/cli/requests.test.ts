/** upload's and update-settings' options turned into what the core is called with. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../src/api/index.js';
import { usageMessage } from '../../../src/cli/exit.js';
import { planSettings } from '../../../src/cli/settings-options.js';
import { toPublishRequests, type UploadOptions } from '../../../src/cli/upload-options.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const defaults: UploadOptions = { wait: true, waitTimeoutSeconds: 600, pollIntervalSeconds: 3 };

/** The usage line of the InputError `promise` rejects with. */
async function usageOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof InputError)) throw new Error(`no InputError but ${String(error)}`);
  return usageMessage(error);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-options-'));
  await writeFile(join(dir, 'empty.apk'), '');
  await writeFile(join(dir, 'notes.txt'), '  Fixed the login.\n');
  await writeFile(join(dir, 'binary.txt'), Buffer.from([0xff, 0xfe, 0x00, 0xc3]));
  await writeFile(join(dir, 'app.hap'), 'hap');
  await writeFile(join(dir, 'cert.p12'), 'p12');
});

describe('upload options', () => {
  it('makes one request per distinct file, public by default', async () => {
    const requests = await toPublishRequests([APK, APK], {
      ...defaults,
      updateDescriptionFile: join(dir, 'notes.txt'),
      channelShortcut: 'beta',
      wait: false,
    });
    expect(requests).toEqual([
      {
        filePath: APK,
        buildType: 'android',
        settings: {
          buildInstallType: 1,
          buildPassword: undefined,
          buildDescription: undefined,
          buildUpdateDescription: 'Fixed the login.',
          buildInstallDate: undefined,
          buildInstallStartDate: undefined,
          buildInstallEndDate: undefined,
          buildChannelShortcut: 'beta',
        },
        oversea: undefined,
        wait: false,
        waitTimeoutSeconds: 600,
        pollIntervalSeconds: 3,
      },
    ]);
  });

  it('refuses files it cannot upload before any request', async () => {
    expect(await usageOf(toPublishRequests(['build.zip'], defaults))).toBe(
      'Argument FILE: build.zip is not an .ipa, .apk or .hap file',
    );
    expect(await usageOf(toPublishRequests([join(dir, 'missing.apk')], defaults))).toMatch(
      /^Argument FILE: .*missing\.apk is not a file$/,
    );
    expect(await usageOf(toPublishRequests([join(dir, 'empty.apk')], defaults))).toMatch(
      /is empty$/,
    );
    expect(await usageOf(toPublishRequests([APK], { ...defaults, buildType: 'ios' }))).toBe(
      `Option --build-type: is ios, but ${APK} is not an .ipa file`,
    );
  });

  it('checks the release notes', async () => {
    expect(
      await usageOf(
        toPublishRequests([APK], {
          ...defaults,
          updateDescription: 'a',
          updateDescriptionFile: join(dir, 'notes.txt'),
        }),
      ),
    ).toBe('Option --update-description-file: cannot be given together with update-description');
    expect(
      await usageOf(
        toPublishRequests([APK], { ...defaults, updateDescriptionFile: join(dir, 'binary.txt') }),
      ),
    ).toMatch(/is not UTF-8 text$/);
    expect(
      await usageOf(
        toPublishRequests([APK], { ...defaults, updateDescription: 'x'.repeat(10_001) }),
      ),
    ).toBe(
      'Option --update-description: has 10001 characters; release notes may have at most 10000',
    );
  });

  it('needs a certificate for a .hap, and only there', async () => {
    const hap = join(dir, 'app.hap');
    expect(await usageOf(toPublishRequests([hap], defaults))).toBe(
      'Option --harmony-certificate: is required to publish a .hap (a .p12 file)',
    );
    expect(
      await usageOf(
        toPublishRequests([hap], { ...defaults, harmonyCertificate: join(dir, 'cert.p12') }),
      ),
    ).toBe('Option --harmony-certificate-password: is required with --harmony-certificate');
    expect(await usageOf(toPublishRequests([APK], { ...defaults, harmonyHsp: ['x.hsp'] }))).toMatch(
      /^Option --harmony-certificate: and --harmony-hsp are only for .hap files/,
    );
    const [request] = await toPublishRequests([hap], {
      ...defaults,
      harmonyCertificate: join(dir, 'cert.p12'),
      harmonyCertificatePassword: 'pw',
    });
    expect(request?.harmony).toEqual({
      certificatePath: join(dir, 'cert.p12'),
      certificatePassword: 'pw',
      hspPaths: [],
    });
  });
});

describe('update-settings options', () => {
  it('sends app settings to app/update and build settings to app/updateApp', async () => {
    const plan = await planSettings({
      appKey: 'app',
      userKey: 'user',
      installType: 2,
      password: 'pw',
      language: 2,
      description: 'new',
    });
    expect(plan.appOptions).toEqual(['language', 'install-type', 'password']);
    expect(plan.buildOptions).toEqual(['description']);
    expect(plan.appSettings).toMatchObject({
      buildInstallType: 2,
      buildPassword: 'pw',
      appLang: 2,
    });
    expect(plan.buildSettings).toEqual({
      userKey: 'user',
      update: {
        buildKey: undefined,
        buildDescription: 'new',
        buildUpdateDescription: undefined,
        buildVersion: undefined,
        screenshotPath: undefined,
      },
    });
  });

  it('sends install type and password with the build settings without --app-key', async () => {
    const plan = await planSettings({ buildKey: 'b', userKey: 'u', installType: 3 });
    expect(plan.appSettings).toBeUndefined();
    expect(plan.buildSettings?.update).toMatchObject({ buildKey: 'b', buildInstallType: 3 });
  });

  it('says what is missing, before any request', async () => {
    expect(await usageOf(planSettings({ appKey: 'a' }))).toMatch(
      /^no setting was given; set at least one of --install-type, --password, --shortcut, /,
    );
    expect(await usageOf(planSettings({ language: 1 }))).toBe(
      'Option --app-key: is required to change language (app settings)',
    );
    expect(await usageOf(planSettings({ appKey: 'a', language: 1 }))).toBe(
      'Option --install-type: is required by the service to change app settings (app/update): password or invite',
    );
    expect(await usageOf(planSettings({ appKey: 'a', installType: 1 }))).toMatch(
      /^Option --install-type: must be password or invite/,
    );
    expect(await usageOf(planSettings({ buildKey: 'b', description: 'd' }))).toMatch(
      /^Option --user-key: is required to change description \(build settings\)/,
    );
    expect(await usageOf(planSettings({ userKey: 'u', description: 'd' }))).toBe(
      'Option --build-key: or --app-key (for its latest build) is required to change description',
    );
    expect(
      await usageOf(
        planSettings({ buildKey: 'b', userKey: 'u', screenshot: join(dir, 'none.png') }),
      ),
    ).toMatch(/^Option --screenshot: .* is not a file$/);
  });
});
