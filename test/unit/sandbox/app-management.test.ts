import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { apkFixture } from '../../fixtures/packages.js';
import { callMultipart, codeOf, ok, startTestSandbox, type WireRecord } from './helpers.js';

interface Page {
  list: WireRecord[];
  count: string;
  pageCount: string;
  currentPage: string;
}

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ pageSize: 2 });
});
afterAll(() => sandbox.close());

/** Seeds `count` builds of one new app, oldest first; returns the app key and build keys. */
function seedApp(identifier: string, count: number) {
  const builds = Array.from({ length: count }, (_, index) =>
    sandbox.state.addBuild({ platform: 'android', identifier, version: `1.${index}` }),
  );
  return { appKey: builds[0]?.appKey ?? '', buildKeys: builds.map((build) => build.key) };
}

describe('app/builds paging (service.md#app-builds)', () => {
  it('pages the builds newest first with pageCount and currentPage as strings', async () => {
    const { appKey, buildKeys } = seedApp('com.example.paged', 5);
    const first = await ok<Page>(sandbox, 'app/builds', { appKey });
    expect(first).toMatchObject({ count: '5', pageCount: '3', currentPage: '1' });
    expect(first.list.map((entry) => entry.buildKey)).toEqual([buildKeys[4], buildKeys[3]]);
    expect(first.list[0]).toMatchObject({
      buildBuildVersion: '5',
      buildVersion: '1.4',
      buildType: '2',
    });
    const last = await ok<Page>(sandbox, 'app/builds', { appKey, page: '3' });
    expect(last.list.map((entry) => entry.buildKey)).toEqual([buildKeys[0]]);
    expect((await ok<Page>(sandbox, 'app/builds', { appKey, page: '4' })).list).toEqual([]);
  });

  it('lists my apps by their current build with the appKey', async () => {
    const { appKey } = seedApp('com.example.mine', 1);
    const page = await ok<Page>(sandbox, 'app/listMy');
    expect(page.list[0]).toMatchObject({ appKey, buildIdentifier: 'com.example.mine' });
  });
});

describe('newest version (service.md#newest-version)', () => {
  it('moves buildIsLastest with set and cancel', async () => {
    const { appKey, buildKeys } = seedApp('com.example.newest', 3);
    const [oldest = '', middle = '', newest = ''] = buildKeys;
    const lastest = async (buildKey: string) =>
      (await ok(sandbox, 'app/view', { appKey, buildKey })).buildIsLastest;
    expect(await lastest(newest)).toBe('1');

    await ok(sandbox, 'app/setNewestVersion', { buildKey: oldest });
    expect([await lastest(oldest), await lastest(newest)]).toEqual(['1', '2']);
    expect((await ok(sandbox, 'app/view', { appKey })).buildKey).toBe(oldest);

    await ok(sandbox, 'app/cancelNewestVersion', { buildKey: oldest });
    expect([await lastest(oldest), await lastest(middle), await lastest(newest)]).toEqual([
      '2',
      '2',
      '1',
    ]);
  });
});

describe('buildKey, optional in the spec (service.md#build-settings, #newest-version)', () => {
  let strict: Sandbox;
  beforeAll(async () => {
    strict = await startTestSandbox({ requireBuildKey: true });
  });
  afterAll(() => strict.close());

  it('app/updateApp without buildKey changes the current build of the app uploaded last', async () => {
    seedApp('com.example.earlier', 2);
    const { appKey, buildKeys } = seedApp('com.example.last', 2);
    const answer = await ok(sandbox, 'app/updateApp', {
      userKey: sandbox.userKey,
      buildUpdateDescription: 'No key given',
    });
    expect(answer.buildKey).toBe(buildKeys[1]);
    expect(await ok(sandbox, 'app/view', { appKey })).toMatchObject({
      buildKey: buildKeys[1],
      buildUpdateDescription: 'No key given',
    });
  });

  it('set and cancel without buildKey move the mark of that build', async () => {
    const { appKey } = seedApp('com.example.unnamed', 1);
    const lastest = async () => (await ok(sandbox, 'app/view', { appKey })).buildIsLastest;
    await ok(sandbox, 'app/cancelNewestVersion');
    expect(await lastest()).toBe('2');
    await ok(sandbox, 'app/setNewestVersion');
    expect(await lastest()).toBe('1');
  });

  it('answers 1093 without buildKey when the account has no build at all', async () => {
    const empty = await startTestSandbox();
    try {
      expect(await codeOf(empty, 'app/setNewestVersion')).toBe(1093);
      expect(await codeOf(empty, 'app/updateApp', { userKey: empty.userKey })).toBe(1093);
    } finally {
      await empty.close();
    }
  });

  it('the requireBuildKey option refuses all three without buildKey (1023), the other reading', async () => {
    strict.state.addBuild({ platform: 'android' });
    expect(await codeOf(strict, 'app/updateApp', { userKey: strict.userKey })).toBe(1023);
    expect(await codeOf(strict, 'app/setNewestVersion')).toBe(1023);
    expect(await codeOf(strict, 'app/cancelNewestVersion', { buildKey: '' })).toBe(1023);
  });
});

describe('deletion (service.md#deletion)', () => {
  it('answers 1202 for the last downloadable build, though a blocked one is still displayed', async () => {
    const { appKey, buildKeys } = seedApp('com.example.blocked-older', 2);
    const [blocked = '', open = ''] = buildKeys;
    const build = sandbox.state.builds.get(blocked);
    if (build !== undefined) build.manuallyBlocked = 1;
    expect(await codeOf(sandbox, 'app/buildDelete', { buildKey: open })).toBe(1202);
    await ok(sandbox, 'app/buildDelete', { buildKey: blocked });
    expect((await ok(sandbox, 'app/view', { appKey })).buildKey).toBe(open);
  });

  it('answers 1203 for the last displayed build when no build is downloadable', async () => {
    const { buildKeys } = seedApp('com.example.all-blocked', 1);
    const [only = ''] = buildKeys;
    const build = sandbox.state.builds.get(only);
    if (build !== undefined) build.manuallyBlocked = 1;
    expect(await codeOf(sandbox, 'app/buildDelete', { buildKey: only })).toBe(1203);
    expect(sandbox.state.builds.has(only)).toBe(true);
  });

  it('deletes builds until the last one, which answers 1202', async () => {
    const { appKey, buildKeys } = seedApp('com.example.delete', 2);
    const [first = '', second = ''] = buildKeys;
    await ok(sandbox, 'app/buildDelete', { buildKey: second });
    const page = await ok<Page>(sandbox, 'app/builds', { appKey });
    expect(page.list.map((entry) => entry.buildKey)).toEqual([first]);
    expect((await ok(sandbox, 'app/view', { appKey })).buildIsLastest).toBe('1');
    expect(await codeOf(sandbox, 'app/buildDelete', { buildKey: first })).toBe(1202);
    expect(await codeOf(sandbox, 'app/buildDelete', { buildKey: second })).toBe(1093);
  });

  it('deletes a whole app', async () => {
    const { appKey, buildKeys } = seedApp('com.example.gone', 2);
    await ok(sandbox, 'app/deleteApp', { appKey });
    expect(await codeOf(sandbox, 'app/view', { appKey })).toBe(1009);
    expect(await codeOf(sandbox, 'app/buildInfo', { buildKey: buildKeys[0] ?? '' }, 'GET')).toBe(
      1093,
    );
  });
});

describe('settings (service.md#app-settings, #build-settings)', () => {
  it('keeps app/update settings and shows them in app/view', async () => {
    const { appKey } = seedApp('com.example.settings', 1);
    const settings = {
      buildInstallType: '2',
      buildPassword: 'letmein',
      buildShortcutUrl: 'mydemo',
      appLang: '2',
      buildTemplate: 'green',
      appIsInstallDate: '1',
      appInstallStartDate: '2024-05-01',
      appInstallEndDate: '2024-06-01',
      appFeedbackStatus: '2',
    };
    const updated = await ok(sandbox, 'app/update', { appKey, ...settings });
    // The service answers with the fields as sent, under the same names.
    const expected = { ...settings, appKey };
    expect(updated).toMatchObject(expected);
    expect(await ok(sandbox, 'app/view', { appKey })).toMatchObject(expected);
    expect(await ok(sandbox, 'app/getByShortcut', { buildShortcutUrl: 'mydemo' })).toMatchObject({
      buildShortcutUrl: 'mydemo',
      buildFileName: 'example.apk',
    });
  });

  it('validates app/update before changing anything', async () => {
    const { appKey } = seedApp('com.example.strict', 1);
    const taken = seedApp('com.example.taken', 1);
    const shortcut = sandbox.state.apps.get(taken.appKey)?.shortcut ?? '';
    expect(await codeOf(sandbox, 'app/update', { appKey })).toBe(1081);
    expect(
      await codeOf(sandbox, 'app/update', {
        appKey,
        buildInstallType: '3',
        buildShortcutUrl: shortcut,
      }),
    ).toBe(1017);
    expect(
      await codeOf(sandbox, 'app/update', { appKey, buildInstallType: '3', buildTemplate: 'neon' }),
    ).toBe(1081);
    expect(await codeOf(sandbox, 'app/update', { appKey, buildInstallType: '2' })).toBe(1061);
    expect((await ok(sandbox, 'app/view', { appKey })).buildInstallType).toBe('1');
  });

  it('changes one build with app/updateApp, screenshot included', async () => {
    const { appKey, buildKeys } = seedApp('com.example.build', 1);
    const buildKey = buildKeys[0] ?? '';
    const fields = {
      userKey: sandbox.userKey,
      buildKey,
      buildDescription: 'A demo',
      buildUpdateDescription: 'Fixes',
      buildVersion: '9.9',
    };
    const screenshot = { path: apkFixture.path, fileName: 'shot.png' };
    const answer = await callMultipart(sandbox, 'app/updateApp', fields, { screenshot });
    expect(answer.code).toBe(0);
    expect(answer.data).not.toHaveProperty('buildQRCodeURL');
    const view = await ok(sandbox, 'app/view', { appKey });
    expect(view).toMatchObject({
      buildDescription: 'A demo',
      buildUpdateDescription: 'Fixes',
      buildVersion: '9.9',
    });
    const [url = ''] = view.buildScreenshotsUrl as string[];
    const image = await fetch(url);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('update check (service.md#update-check)', () => {
  it('compares by buildBuildVersion, else by buildVersion', async () => {
    const { appKey } = seedApp('com.example.check', 3);
    expect(await ok(sandbox, 'app/check', { appKey, buildBuildVersion: '2' })).toMatchObject({
      buildHaveNewVersion: true,
      needForceUpdate: false,
      buildBuildVersion: '3',
      buildVersion: '1.2',
    });
    expect(
      (await ok(sandbox, 'app/check', { appKey, buildVersion: '1.10' })).buildHaveNewVersion,
    ).toBe(false);
    expect(
      (await ok(sandbox, 'app/check', { appKey, buildVersion: '1.1.9' })).buildHaveNewVersion,
    ).toBe(true);
  });

  it('refuses a buildBuildVersion that is not an Integer with 1081, not an answer of "no update"', async () => {
    const { appKey } = seedApp('com.example.check-integer', 1);
    for (const buildBuildVersion of ['abc', '1.5', '-1']) {
      expect(await codeOf(sandbox, 'app/check', { appKey, buildBuildVersion })).toBe(1081);
    }
  });
});

describe('groups, feedback, crashes and certificates (service.md#account-reads)', () => {
  it('lists and views what was seeded', async () => {
    const { appKey } = seedApp('com.example.collections', 1);
    const group = sandbox.state.addAppGroup({ name: 'Team', appKeys: [appKey] });
    const feedback = sandbox.state.addFeedback(appKey, { content: 'Nice' });
    const crash = sandbox.state.addCrash(appKey, { count: 4 });
    sandbox.state.addCertificate({ name: 'iPhone Distribution', expired: '2030-01-01' });

    expect(await ok<WireRecord[]>(sandbox, 'appGroup/listAll')).toEqual([
      expect.objectContaining({ appGroupKey: group.key, appGroupName: 'Team', appGroupCount: '1' }),
    ]);
    const view = await ok(sandbox, 'appGroup/view', { appGroupKey: group.key });
    expect(view.apps).toEqual([expect.objectContaining({ appKey })]);

    const feedbackPage = await ok<Page>(sandbox, 'feedback/listAll', { appKey });
    expect(feedbackPage.list).toEqual([
      expect.objectContaining({ feedbackKey: feedback.key, feedbackContent: 'Nice' }),
    ]);
    expect(await ok(sandbox, 'feedback/view', { appKey, feedbackKey: feedback.key })).toMatchObject(
      {
        feedbackContent: 'Nice',
        feedbackOSType: '2',
      },
    );

    const crashPage = await ok<Page>(sandbox, 'crash/listAll', { appKey });
    expect(crashPage.list).toEqual([
      expect.objectContaining({ crashId: String(crash.id), crashCount: '4' }),
    ]);
    expect(await ok(sandbox, 'crash/view', { appKey, crashId: String(crash.id) })).toHaveProperty(
      'crashLog',
    );

    expect(await ok<WireRecord[]>(sandbox, 'certificate/index')).toEqual([
      expect.objectContaining({
        certificateName: 'iPhone Distribution',
        certificateExpired: '2030-01-01',
      }),
    ]);
  });
  it("pages an app's own feedback and crash groups, newest first", async () => {
    const { appKey } = seedApp('com.example.reports', 1);
    const other = seedApp('com.example.reports.other', 1).appKey;
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    const feedback = [1, 3, 2].map((minute) =>
      sandbox.state.addFeedback(appKey, { created: at(minute) }),
    );
    const crashes = [1, 3, 2].map((minute) =>
      sandbox.state.addCrash(appKey, { created: at(minute) }),
    );
    sandbox.state.addFeedback(other, { created: at(4) });
    sandbox.state.addCrash(other, { created: at(4) });
    const newestFirst = [1, 2, 0];

    const feedbackPages = await Promise.all(
      ['1', '2'].map((page) => ok<Page>(sandbox, 'feedback/listAll', { appKey, page })),
    );
    expect(feedbackPages.flatMap((page) => page.list.map((entry) => entry.feedbackKey))).toEqual(
      newestFirst.map((index) => feedback[index]?.key),
    );
    expect(feedbackPages[0]).toMatchObject({ count: '3', pageCount: '2', currentPage: '1' });
    const crashPages = await Promise.all(
      ['1', '2'].map((page) => ok<Page>(sandbox, 'crash/listAll', { appKey, page })),
    );
    expect(crashPages.flatMap((page) => page.list.map((entry) => entry.crashId))).toEqual(
      newestFirst.map((index) => String(crashes[index]?.id)),
    );
  });
});

describe('the parameter tables decide (service.md#single-step-upload, #app-settings, #build-settings)', () => {
  it('takes only 2 or 3 as app/update buildInstallType', async () => {
    const { appKey } = seedApp('com.example.table.update', 1);
    expect(await codeOf(sandbox, 'app/update', { appKey, buildInstallType: '1' })).toBe(1081);
    expect(await codeOf(sandbox, 'app/update', { appKey, buildInstallType: '3' })).toBe(0);
  });

  it('clears app/updateApp buildPassword when sent empty, leaving a public install', async () => {
    const { appKey, buildKeys } = seedApp('com.example.table.password', 1);
    const buildKey = buildKeys[0] ?? '';
    const userKey = sandbox.userKey;
    await ok(sandbox, 'app/update', { appKey, buildInstallType: '2', buildPassword: 'secret' });
    await ok(sandbox, 'app/updateApp', { userKey, buildKey, buildPassword: '', buildVersion: '' });
    expect(await ok(sandbox, 'app/view', { appKey })).toMatchObject({
      buildInstallType: '1',
      buildPassword: '',
      buildVersion: '1.0',
    });
    await ok(sandbox, 'app/updateApp', { userKey, buildKey, buildVersion: '2.5' });
    await ok(sandbox, 'app/updateApp', { userKey, buildKey, buildVersion: '' });
    expect(await ok(sandbox, 'app/view', { appKey })).toMatchObject({ buildVersion: '2.5' });
  });

  it('reads app/upload by its own table: no buildDescription, no oversea', async () => {
    const answer = await callMultipart(
      sandbox,
      'app/upload',
      {
        buildDescription: 'not in service.md#single-step-upload',
        oversea: 'nonsense',
        buildUpdateDescription: 'notes',
      },
      { file: apkFixture },
    );
    expect(answer).toMatchObject({
      code: 0,
      data: { buildDescription: '', buildUpdateDescription: 'notes' },
    });
  });
});
