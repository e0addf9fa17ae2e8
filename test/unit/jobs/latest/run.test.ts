/**
 * The latest job against a fake service (msw): which build a next build number builds on (the
 * highest version code, not the newest upload), the next number (whole numbers only; a dotted
 * CFBundleVersion is reported, not counted on; 1 for an app without builds), builds of another
 * type left out, and the app found by identifier through app/listMy's pages.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { checkLatestOptions } from '../../../../src/jobs/latest/options.js';
import { latestFields } from '../../../../src/jobs/latest/outputs.js';
import { runLatest } from '../../../../src/jobs/latest/run.js';
import { jobWith, recordingLogger } from '../../../helpers/job.js';
import {
  API_KEY,
  API_URL,
  operationUrl,
  testTransport,
  useMockService,
} from '../../../helpers/msw.js';

const server = useMockService();

/** An app/builds or app/listMy entry, numbers as the service's strings. */
type Entry = Record<string, string>;

/** Android build `key` with version code `code`: app/builds' entry. */
const android = (key: string, code: string, version = '1.0'): Entry => ({
  buildKey: key,
  buildType: '2',
  buildVersion: version,
  buildVersionNo: code,
  buildBuildVersion: '1',
});
const ios = (key: string, code: string): Entry => ({ ...android(key, code), buildType: '1' });

/**
 * Serves `operation` page by page (`pages[n - 1]` for page n; pageCount their number), recording
 * each request as `operation pN` in `seen`.
 */
function servePages(operation: string, pages: Entry[][], seen: string[]): void {
  server.use(
    http.post(operationUrl(operation), async ({ request }) => {
      const params = new URLSearchParams(await request.text());
      const page = Number(params.get('page') ?? '1');
      seen.push(`${operation} p${String(page)}`);
      return HttpResponse.json({
        code: 0,
        message: '',
        data: {
          list: pages[page - 1] ?? [],
          currentPage: String(page),
          pageCount: String(pages.length),
        },
      });
    }),
  );
}

async function latest(raw: Record<string, string>) {
  const logger = recordingLogger();
  const options = checkLatestOptions({ 'api-key': API_KEY, 'api-url': API_URL, ...raw });
  const result = await runLatest(jobWith(testTransport(), logger), options);
  // The transport's debug lines (each request) aside: what the job itself said.
  const lines = logger.lines.filter((line) => !line.startsWith('debug: '));
  return { result, fields: latestFields(result), lines };
}

describe('latest by app key', () => {
  it('reports the highest version code, not the newest upload (a hotfix of an older version)', async () => {
    const seen: string[] = [];
    servePages(
      'app/builds',
      [[android('hotfix', '7', '1.0.1'), android('b41', '41', '2.0')], [android('b40', '40')]],
      seen,
    );
    const { fields } = await latest({ 'app-key': 'ak' });
    expect(fields).toEqual({
      version: '2.0',
      'version-no': '41',
      'build-build-version': '1',
      'build-key': 'b41',
      'next-version-no': '42',
      'newest-build-key': 'hotfix',
      'newest-version-no': '7',
      'app-key': 'ak',
      'build-type': 'android',
    });
    // Every page: the highest code may be on any of them.
    expect(seen).toEqual(['app/builds p1', 'app/builds p2']);
  });

  it('counts on a version code of any size', async () => {
    servePages('app/builds', [[android('big', '9007199254740993')]], []);
    expect((await latest({ 'app-key': 'ak' })).fields['next-version-no']).toBe('9007199254740994');
  });

  it('of equal version codes, reports the newest upload', async () => {
    servePages('app/builds', [[android('again', '5'), android('first', '5')]], []);
    expect((await latest({ 'app-key': 'ak' })).fields['build-key']).toBe('again');
  });

  it('reports a dotted iOS build number without a next one, and says why in one line', async () => {
    servePages('app/builds', [[ios('b2', '1.2.3'), ios('b1', '1.2.10')]], []);
    const { fields, lines } = await latest({ 'app-key': 'ak' });
    expect(fields).toMatchObject({
      'version-no': '1.2.10',
      'build-key': 'b1',
      'next-version-no': '',
    });
    expect(lines).toEqual([
      'info: version code 1.2.10 is dotted (an iOS CFBundleVersion): it has no single next number; next-version-no is empty',
    ]);
  });

  it('orders dotted and whole version codes as Apple does: 42 is above 1.2.3', async () => {
    servePages('app/builds', [[ios('dotted', '1.2.3'), ios('whole', '42')]], []);
    const { fields } = await latest({ 'app-key': 'ak' });
    expect(fields).toMatchObject({ 'build-key': 'whole', 'next-version-no': '43' });
  });

  it('reports the newest upload when no version code is a number, without a next one', async () => {
    servePages('app/builds', [[android('beta', '1.0-beta'), android('alpha', 'alpha')]], []);
    const { fields, lines } = await latest({ 'app-key': 'ak' });
    expect(fields).toMatchObject({
      'build-key': 'beta',
      'version-no': '1.0-beta',
      'next-version-no': '',
    });
    expect(lines).toEqual([
      'info: no version code is a number (the newest upload\'s is "1.0-beta"); next-version-no is empty',
    ]);
  });

  it('answers next-version-no 1 and nothing else for an app without builds', async () => {
    servePages('app/builds', [[]], []);
    const { fields, lines } = await latest({ 'app-key': 'ak' });
    expect(fields).toEqual({
      version: '',
      'version-no': '',
      'build-build-version': '',
      'build-key': '',
      'next-version-no': '1',
      'newest-build-key': '',
      'newest-version-no': '',
      'app-key': 'ak',
      'build-type': '',
    });
    expect(lines).toEqual(['info: no build yet: next-version-no is 1']);
  });

  it("reads the newest upload's build type unless build-type chooses, saying what it left out", async () => {
    const pages = [[ios('i2', '3'), android('a1', '90'), ios('i1', '2')]];
    servePages('app/builds', pages, []);
    const byNewest = await latest({ 'app-key': 'ak' });
    expect(byNewest.fields).toMatchObject({
      'build-key': 'i2',
      'next-version-no': '4',
      'build-type': 'ios',
    });
    expect(byNewest.lines).toEqual([
      'info: App ak also has builds of android: only its ios builds are read (build-type chooses)',
    ]);
    const chosen = await latest({ 'app-key': 'ak', 'build-type': 'android' });
    expect(chosen.fields).toMatchObject({
      'build-key': 'a1',
      'next-version-no': '91',
      'build-type': 'android',
    });
  });

  it('fails when the app has builds but none of build-type', async () => {
    servePages('app/builds', [[ios('i1', '2')]], []);
    await expect(latest({ 'app-key': 'ak', 'build-type': 'harmony' })).rejects.toThrow(
      'build-type: app ak has no harmony build (its builds are ios)',
    );
  });
});

describe('latest by identifier', () => {
  const app = (appKey: string, identifier: string, type: string): Entry => ({
    appKey,
    buildKey: `current-${appKey}`,
    buildIdentifier: identifier,
    buildType: type,
  });

  it('reads app/listMy page by page until a page names the identifier, then that app', async () => {
    const seen: string[] = [];
    servePages(
      'app/listMy',
      [
        [app('ak1', 'com.other', '2')],
        [app('ak2', 'com.example', '2')],
        [app('ak3', 'com.late', '2')],
      ],
      seen,
    );
    servePages('app/builds', [[android('b', '12')]], seen);
    const { fields, lines } = await latest({ identifier: 'com.example' });
    expect(fields).toMatchObject({ 'app-key': 'ak2', 'next-version-no': '13' });
    expect(seen).toEqual(['app/listMy p1', 'app/listMy p2', 'app/builds p1']);
    expect(lines).toEqual(['info: com.example is app ak2 (app/listMy, page 2)']);
  });

  it('fails on an identifier no app has, after the pages of app/listMy and nothing else', async () => {
    const seen: string[] = [];
    servePages('app/listMy', [[app('ak1', 'com.other', '2')], [app('ak2', 'com.else', '1')]], seen);
    await expect(latest({ identifier: 'com.missing' })).rejects.toThrow(
      'identifier: none of your apps has builds of com.missing (app/listMy, 2 pages read); check the identifier, or give the app-key',
    );
    expect(seen).toEqual(['app/listMy p1', 'app/listMy p2']);
  });

  it('needs build-type when the identifier names an iOS and an Android app', async () => {
    const seen: string[] = [];
    servePages(
      'app/listMy',
      [[app('ios-app', 'com.example', '1'), app('android-app', 'com.example', '2')]],
      seen,
    );
    servePages('app/builds', [[android('b', '3')]], seen);
    await expect(latest({ identifier: 'com.example' })).rejects.toThrow(
      'identifier: com.example names 2 apps (ios ios-app, android android-app): give build-type (ios, android or harmony) to choose one',
    );
    expect(seen).toEqual(['app/listMy p1']);
    const chosen = await latest({ identifier: 'com.example', 'build-type': 'android' });
    expect(chosen.fields['app-key']).toBe('android-app');
  });

  it('looks only for apps of build-type when given', async () => {
    servePages('app/listMy', [[app('ios-app', 'com.example', '1')]], []);
    await expect(latest({ identifier: 'com.example', 'build-type': 'android' })).rejects.toThrow(
      'identifier: none of your apps of build type android has builds of com.example',
    );
  });
});

describe('the options of latest', () => {
  const connection = { 'api-key': API_KEY };

  it.each([
    [{}, 'app-key: is required unless identifier names the app'],
    [
      { 'app-key': 'ak', identifier: 'com.example' },
      'identifier: give app-key or identifier, not both',
    ],
    [{ 'app-key': 'ak', 'build-type': 'windows' }, '"windows" is not one of ios, android, harmony'],
  ])('refuses %o before any request', (raw, message) => {
    expect(() => checkLatestOptions({ ...connection, ...raw })).toThrow(message);
  });
});
