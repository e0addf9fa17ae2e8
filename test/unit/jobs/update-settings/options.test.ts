/** The update-settings job's options: which operation gets which setting, and every problem. */
import { describe, expect, it } from 'vitest';
import {
  checkUpdateSettingsOptions,
  type UpdateSettingsSetting,
} from '../../../../src/jobs/update-settings/options.js';
import type { Raw } from '../../../../src/jobs/options/checker.js';
import { usageOf } from '../../../helpers/usage.js';

function check(raw: Raw<UpdateSettingsSetting>) {
  return checkUpdateSettingsOptions({ 'api-key': 'k', ...raw });
}

describe('update-settings options', () => {
  it('sends app settings to app/update and build settings to app/updateApp', async () => {
    const options = await check({
      'app-key': 'app',
      'user-key': 'user',
      'install-type': 'password',
      password: 'pw',
      language: 'en',
      description: 'new',
    });
    expect([...options.appChanges]).toEqual(['language', 'install-type', 'password']);
    expect([...options.buildChanges]).toEqual(['description']);
    expect(options.appSettings).toMatchObject({
      buildInstallType: 2,
      buildPassword: 'pw',
      appLang: 2,
    });
    expect(options.buildSettings).toEqual({
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

  it('sends install type and password with the build settings without app-key', async () => {
    const options = await check({ 'build-key': 'b', 'user-key': 'u', 'install-type': 'invite' });
    expect(options.appSettings).toBeUndefined();
    expect(options.buildSettings?.update).toMatchObject({ buildKey: 'b', buildInstallType: 3 });
  });

  // Review 3 E: the word once dropped every setting that said it.
  it('reads "unchanged" as leave-as-is for install-validity only; elsewhere it is sent', async () => {
    const build = await check({
      'build-key': 'b',
      'user-key': 'u',
      description: 'Unchanged',
      'update-description': 'unchanged',
      password: 'unchanged',
      'install-type': 'password',
    });
    expect([...build.buildChanges]).toEqual([
      'description',
      'update-description',
      'install-type',
      'password',
    ]);
    expect(build.buildSettings?.update).toMatchObject({
      buildDescription: 'Unchanged',
      buildUpdateDescription: 'unchanged',
      buildPassword: 'unchanged',
      buildInstallType: 2,
    });

    const app = await check({
      'app-key': 'a',
      'install-type': 'password',
      password: 'UNCHANGED',
      'install-validity': 'Unchanged',
      language: 'en',
    });
    expect([...app.appChanges]).toEqual(['language', 'install-type', 'password']);
    expect(app.appSettings).toMatchObject({ buildPassword: 'UNCHANGED', appLang: 2 });
    expect(app.appSettings?.appIsInstallDate).toBeUndefined();

    expect(await usageOf(() => check({ 'app-key': 'a', 'install-validity': 'unchanged' }))).toMatch(
      /^no setting was given; /,
    );
  });

  it('says what is missing, before any request', async () => {
    expect(await usageOf(() => check({ 'app-key': 'a' }))).toMatch(
      /^no setting was given; set at least one of --install-type, --password or PGYER_INSTALL_PASSWORD, --shortcut, /,
    );
    expect((await usageOf(() => check({ language: 'zh' }))).split('\n')[0]).toBe(
      'Option --app-key: is required to change --language (app settings)',
    );
    expect(await usageOf(() => check({ 'app-key': 'a', language: 'zh' }))).toBe(
      'Option --install-type: is required by the service to change app settings (app/update): password or invite',
    );
    expect(await usageOf(() => check({ 'app-key': 'a', 'install-type': 'public' }))).toMatch(
      /^Option --install-type: must be password or invite/,
    );
    expect(await usageOf(() => check({ 'build-key': 'b', description: 'd' }))).toBe(
      'Option --user-key: is required to change --description (build settings): set PGYER_USER_KEY or pass --user-key',
    );
    expect(await usageOf(() => check({ 'user-key': 'u', description: 'd' }))).toBe(
      'Option --build-key: or --app-key (for its latest build) is required to change --description',
    );
    expect(
      await usageOf(() => check({ 'build-key': 'b', 'user-key': 'u', screenshot: 'none.png' })),
    ).toBe('Option --screenshot: none.png does not exist');
  });

  it('reports every bad setting at once: a bad template and a missing install type', async () => {
    expect(await usageOf(() => check({ 'app-key': 'a', template: 'purple' }))).toBe(
      [
        'Option --install-type: is required by the service to change app settings (app/update): password or invite',
        'Option --template: "purple" is not one of classic, fashion, gray, green, colorful',
      ].join('\n'),
    );
  });
});
