/**
 * The look-up of a build already published (README.md `if-published`): which builds match a file,
 * and how many requests it costs.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  digestLine,
  recordedDigest,
  withDigestLine,
} from '../../../../src/jobs/package/digest-line.js';
import {
  findPublished,
  type LookedFor,
} from '../../../../src/jobs/upload/rerun/published-lookup.js';
import { RunLookup } from '../../../../src/jobs/upload/lookup/run-lookup.js';
import { operationUrl, testTransport, useMockService } from '../../../helpers/msw.js';

const server = useMockService();

const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const OTHER_SHA = 'ff'.repeat(32);

const APK: LookedFor = {
  buildType: 'android',
  identity: { identifier: 'com.example.app', version: '1.2.0', versionNo: '42' },
  digest: Promise.resolve(SHA),
  size: 1000,
};

/** findPublished with a look-up of its own, as a run that asked nothing before it. */
function lookedUp(files: readonly LookedFor[], info?: (line: string) => void) {
  const transport = testTransport();
  return findPublished(transport, new RunLookup(transport), files, info);
}

/** A list entry of the app `appKey`'s build `key`, of APK's identity unless `fields` differ. */
function entry(key: string, fields: Record<string, unknown> = {}) {
  return {
    buildKey: key,
    buildType: '2',
    buildFileSize: '1000',
    buildIdentifier: 'com.example.app',
    buildVersion: '1.2.0',
    buildVersionNo: '42',
    ...fields,
  };
}

/** Serves listMy, app/builds and buildInfo; returns the operations asked, in order. */
function serve(
  apps: object[],
  builds: Record<string, object[]>,
  descriptions: Record<string, string>,
): string[] {
  const asked: string[] = [];
  const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });
  server.use(
    http.post(operationUrl('app/listMy'), () => {
      asked.push('app/listMy');
      return ok({ list: apps, currentPage: 1, pageCount: 1 });
    }),
    http.post(operationUrl('app/builds'), async ({ request }) => {
      const appKey = new URLSearchParams(await request.text()).get('appKey') ?? '';
      asked.push(`app/builds ${appKey}`);
      return ok({ list: builds[appKey] ?? [], currentPage: 1, pageCount: 1 });
    }),
    http.get(operationUrl('app/buildInfo'), ({ request }) => {
      const buildKey = new URL(request.url).searchParams.get('buildKey') ?? '';
      asked.push(`app/buildInfo ${buildKey}`);
      return ok({ ...entry(buildKey), buildDescription: descriptions[buildKey] ?? '' });
    }),
  );
  return asked;
}

describe('the digest line', () => {
  it("follows the user's description whole, or stands alone", () => {
    // All 64 hex digits: a shorter digest of the whole file would still be one of it, but the
    // line records the SHA-256 as it is (README.md#re-runs-publish-nothing-twice).
    expect(digestLine(SHA)).toBe(`package-sha256:${SHA}`);
    expect(withDigestLine('Nightly\nof main', SHA)).toBe(
      `Nightly\nof main\n\npackage-sha256:${SHA}`,
    );
    expect(withDigestLine(undefined, SHA)).toBe(`package-sha256:${SHA}`);
    expect(withDigestLine('', SHA)).toBe(`package-sha256:${SHA}`);
  });

  it('matches only its own digest, as the last line', () => {
    expect(recordedDigest(withDigestLine('Nightly', SHA), SHA)).toBe('same');
    expect(recordedDigest(digestLine(SHA), SHA)).toBe('same');
    expect(recordedDigest(withDigestLine('Nightly', SHA), OTHER_SHA)).toBe('other');
    expect(recordedDigest('Nightly', SHA)).toBe('other');
    expect(recordedDigest(undefined, SHA)).toBe('other');
    expect(recordedDigest(`xpackage-sha256:${SHA}`, SHA)).toBe('other');
    // The earlier line: the first 16 digits of a digest of the zip directory.
    expect(recordedDigest(`Nightly\n\npackage-sha256:${SHA.slice(0, 16)}`, SHA)).toBe('old');
  });
});

describe('findPublished', () => {
  it('finds the build of the same identity and size whose description has the digest', async () => {
    const asked = serve(
      [entry('current', { appKey: 'app1', buildVersionNo: '43' })],
      { app1: [entry('newer', { buildVersionNo: '43' }), entry('same'), entry('older')] },
      { same: withDigestLine('Nightly', SHA), older: withDigestLine('', SHA) },
    );
    const [found] = await lookedUp([APK]);
    expect(found?.record.buildKey).toBe('same');
    expect(found?.record.buildDescription).toBe(`Nightly\n\npackage-sha256:${SHA}`);
    // Only the newest candidate's record was read: it matched.
    expect(asked).toEqual(['app/listMy', 'app/builds app1', 'app/buildInfo same']);
  });

  it('passes over a build the service refuses as blocked (1051), with a log line, and reads on', async () => {
    const asked = serve(
      [entry('newer', { appKey: 'app1' })],
      { app1: [entry('blocked'), entry('older')] },
      { older: withDigestLine('', SHA) },
    );
    server.use(
      http.get(operationUrl('app/buildInfo'), ({ request }) => {
        const buildKey = new URL(request.url).searchParams.get('buildKey') ?? '';
        if (buildKey !== 'blocked') return undefined;
        asked.push(`app/buildInfo ${buildKey}`);
        return HttpResponse.json({ code: 1051, message: 'violates rules' });
      }),
    );
    const lines: string[] = [];
    const [found] = await lookedUp([APK], (line) => lines.push(line));
    expect(found?.record.buildKey).toBe('older');
    expect(found?.asSent).toMatchObject({ buildKey: 'older', buildFileSize: '1000' });
    expect(asked).toEqual([
      'app/listMy',
      'app/builds app1',
      'app/buildInfo blocked',
      'app/buildInfo older',
    ]);
    expect(lines).toEqual([
      'Build blocked of the same version is not reused: testers cannot install it ' +
        '(app/buildInfo failed with code 1051: app violates rules (service said: violates rules))',
    ]);
  });

  it('finds nothing when the same version was rebuilt (another digest)', async () => {
    const asked = serve(
      [entry('same', { appKey: 'app1' })],
      { app1: [entry('same')] },
      { same: withDigestLine('Nightly', OTHER_SHA) },
    );
    await expect(lookedUp([APK])).resolves.toEqual([undefined]);
    expect(asked).toEqual(['app/listMy', 'app/builds app1', 'app/buildInfo same']);
  });

  it('takes a build recorded with the earlier 16-digit line for another package, saying so', async () => {
    serve(
      [entry('old', { appKey: 'app1' })],
      { app1: [entry('old')] },
      { old: `Nightly\n\npackage-sha256:${SHA.slice(0, 16)}` },
    );
    const lines: string[] = [];
    await expect(lookedUp([APK], (line) => lines.push(line))).resolves.toEqual([undefined]);
    expect(lines).toEqual([
      'Build old has this identity and size, but its description records a digest of the zip ' +
        'directory only (16 hex digits), which cannot tell packages apart: taken as another ' +
        'package, uploading',
    ]);
  });

  it('awaits no digest when no build has the identity and size', async () => {
    serve([entry('a', { appKey: 'app1' })], { app1: [entry('a', { buildVersionNo: '41' })] }, {});
    const never = new Promise<string>(() => undefined);
    await expect(lookedUp([{ ...APK, digest: never }])).resolves.toEqual([undefined]);
  });

  it('reads no record of a build of another version, build number or size', async () => {
    const asked = serve(
      [entry('a', { appKey: 'app1' })],
      {
        app1: [
          entry('a', { buildVersion: '1.2.1' }),
          entry('b', { buildVersionNo: '41' }),
          entry('c', { buildFileSize: '999' }),
          entry('d', { buildIdentifier: 'com.example.other' }),
        ],
      },
      {},
    );
    await expect(lookedUp([APK])).resolves.toEqual([undefined]);
    expect(asked).toEqual(['app/listMy', 'app/builds app1']);
  });

  it('asks nothing more for an app not in the list (another identifier or platform)', async () => {
    const asked = serve(
      [
        entry('x', { appKey: 'app1', buildIdentifier: 'com.example.other' }),
        entry('y', { appKey: 'app2', buildType: '1' }),
      ],
      {},
      {},
    );
    await expect(lookedUp([APK])).resolves.toEqual([undefined]);
    expect(asked).toEqual(['app/listMy']);
  });

  it('lists the builds of each app once, for several files of several platforms', async () => {
    const ipa: LookedFor = { ...APK, buildType: 'ios', digest: Promise.resolve(OTHER_SHA) };
    const second: LookedFor = { ...APK, digest: Promise.resolve(OTHER_SHA) };
    const asked = serve(
      [entry('a1', { appKey: 'android' }), entry('i1', { appKey: 'ios', buildType: '1' })],
      { android: [entry('a1')], ios: [entry('i1', { buildType: '1' })] },
      { a1: digestLine(SHA), i1: digestLine(OTHER_SHA) },
    );
    const found = await lookedUp([APK, ipa, second]);
    expect(found.map((match) => match?.record.buildKey)).toEqual(['a1', 'i1', undefined]);
    expect(asked.filter((operation) => operation.startsWith('app/builds'))).toEqual([
      'app/builds android',
      'app/builds ios',
    ]);
    expect(asked.filter((operation) => operation === 'app/listMy')).toHaveLength(1);
  });

  it("asks no app/listMy nor app/builds the run's look-up has asked already", async () => {
    const asked = serve(
      [entry('same', { appKey: 'app1' })],
      { app1: [entry('same')] },
      { same: digestLine(SHA) },
    );
    const transport = testTransport();
    const lookup = new RunLookup(transport);
    // The release notes' base read them first (release-notes/notes-from.ts).
    await lookup.buildsOf((await lookup.apps())[0]?.appKey ?? '');
    const [found] = await findPublished(transport, lookup, [APK]);
    expect(found?.record).toMatchObject({ buildKey: 'same', appKey: 'app1' });
    expect(asked).toEqual(['app/listMy', 'app/builds app1', 'app/buildInfo same']);
  });

  it('asks nothing for no file', async () => {
    const asked = serve([], {}, {});
    await expect(lookedUp([])).resolves.toEqual([]);
    expect(asked).toEqual([]);
  });
});
