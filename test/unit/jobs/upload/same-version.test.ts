/**
 * A different package with the version and build number of a build already published (README.md
 * `same-version`): the look-up before the upload warns, fails or lets it pass, and asks the
 * service nothing the if-published look-up does not ask already.
 */
import { statSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvalidOptions } from '../../../../src/jobs/options/problems.js';
import { withDigestLine } from '../../../../src/jobs/package/digest-line.js';
import { packageDigest } from '../../../../src/jobs/package/package-identity.js';
import { RunLookup } from '../../../../src/jobs/upload/lookup/run-lookup.js';
import type { UploadOptions } from '../../../../src/jobs/upload/options.js';
import { lookUpFiles } from '../../../../src/jobs/upload/rerun/skip-published.js';
import { apkFixture } from '../../../fixtures/packages.js';
import { jobWith, recordingLogger } from '../../../helpers/job.js';
import { operationUrl, testTransport, useMockService } from '../../../helpers/msw.js';

const server = useMockService();

const SIZE = statSync(apkFixture.path).size;
const FILE = { path: apkFixture.path, buildType: 'android', size: SIZE } as const;
let digest = '';
beforeAll(async () => {
  digest = await packageDigest(apkFixture.path);
});

/** A list entry of the fixture's app (appKey app1): its identity and size unless `fields` differ. */
function entry(key: string, fields: Record<string, unknown> = {}) {
  return {
    buildKey: key,
    appKey: 'app1',
    buildType: '2',
    buildFileSize: String(SIZE),
    buildIdentifier: apkFixture.identifier,
    buildVersion: apkFixture.version,
    buildVersionNo: apkFixture.versionNo,
    buildCreated: '2026-03-04 10:20:30',
    ...fields,
  };
}

/** Serves listMy, app/builds (of app1: `builds`) and buildInfo; returns the operations asked. */
function serve(builds: object[], descriptions: Record<string, string> = {}): string[] {
  const asked: string[] = [];
  const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });
  server.use(
    http.post(operationUrl('app/listMy'), () => {
      asked.push('app/listMy');
      return ok({ list: [entry('current')], currentPage: 1, pageCount: 1 });
    }),
    http.post(operationUrl('app/builds'), () => {
      asked.push('app/builds');
      return ok({ list: builds, currentPage: 1, pageCount: 1 });
    }),
    http.get(operationUrl('app/buildInfo'), ({ request }) => {
      const buildKey = new URL(request.url).searchParams.get('buildKey') ?? '';
      asked.push(`app/buildInfo ${buildKey}`);
      return ok({ ...entry(buildKey), buildDescription: descriptions[buildKey] ?? '' });
    }),
  );
  return asked;
}

/** lookUpFiles for the fixture with `options`; the warnings logged and what it found. */
async function lookUp(options: Pick<UploadOptions, 'ifPublished' | 'sameVersion'>) {
  const logger = recordingLogger();
  const transport = testTransport();
  const job = jobWith(transport, logger);
  const looked = await lookUpFiles(
    job,
    { files: [FILE], settings: {}, ...options } as unknown as UploadOptions,
    new RunLookup(job.transport),
  );
  return { looked, warnings: logger.lines.filter((line) => line.startsWith('warning: ')) };
}

const VERSION = `version ${apkFixture.version} and build number ${apkFixture.versionNo}`;

describe('same-version', () => {
  it('warns, once per file, of a build of another size with the same version (no record read)', async () => {
    const asked = serve([
      entry('newer', { buildVersionNo: '193' }),
      entry('other', { buildFileSize: '12' }),
    ]);
    const { looked, warnings } = await lookUp({ ifPublished: 'skip', sameVersion: 'warn' });
    expect(looked[0]?.existing).toBeUndefined();
    expect(warnings).toEqual([
      `warning: settings_apk-debug.apk has the identifier ${apkFixture.identifier}, ${VERSION} ` +
        'of build other (https://api.test.invalid/other, uploaded 2026-03-04 02:20 UTC), and is ' +
        'not the same package as far as the look-up can tell: testers may not tell the two apart. ' +
        'Raise the build number, or set same-version to allow to upload it without this warning',
    ]);
    expect(asked).toEqual(['app/listMy', 'app/builds']);
  });

  it('warns of a build of the same size whose digest differs, reading no more than if-published does', async () => {
    const asked = serve([entry('rebuilt')], {
      rebuilt: withDigestLine('Nightly', 'ff'.repeat(32)),
    });
    const { warnings } = await lookUp({ ifPublished: 'skip', sameVersion: 'warn' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('of build rebuilt (');
    expect(asked).toEqual(['app/listMy', 'app/builds', 'app/buildInfo rebuilt']);
  });

  it('says nothing of the same package already published, which if-published handles', async () => {
    serve([entry('same')], { same: withDigestLine('', digest) });
    const { looked, warnings } = await lookUp({ ifPublished: 'skip', sameVersion: 'fail' });
    expect(looked[0]?.existing?.record.buildKey).toBe('same');
    expect(warnings).toEqual([]);
  });

  it('fails before any upload with fail, naming the build and the way out', async () => {
    serve([entry('other', { buildFileSize: '12' }), entry('older', { buildFileSize: '13' })]);
    const failed = await lookUp({ ifPublished: 'skip', sameVersion: 'fail' }).catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(InvalidOptions);
    const [problem] = (failed as InvalidOptions).problems;
    expect(problem?.setting).toBe('same-version');
    expect(problem?.fix).toEqual({ setting: 'same-version', value: 'allow' });
    expect((failed as InvalidOptions).message).toContain(
      'of build other (https://api.test.invalid/other, uploaded 2026-03-04 02:20 UTC; and 1 older build)',
    );
    expect((failed as InvalidOptions).message).toMatch(/: raise the build number$/);
  });

  it('with if-published: upload, lists the builds but compares no package, and says so', async () => {
    const asked = serve([entry('same')], { same: withDigestLine('', digest) });
    const { warnings } = await lookUp({ ifPublished: 'upload', sameVersion: 'warn' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      'of build same (https://api.test.invalid/same, uploaded 2026-03-04 02:20 UTC); the packages were not compared (if-published is upload)',
    );
    expect(asked).toEqual(['app/listMy', 'app/builds']);
  });

  it('asks nothing and says nothing with allow and if-published: upload', async () => {
    const asked = serve([entry('other', { buildFileSize: '12' })]);
    const { warnings } = await lookUp({ ifPublished: 'upload', sameVersion: 'allow' });
    expect(warnings).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('says nothing with allow, while if-published still looks', async () => {
    const asked = serve([entry('other', { buildFileSize: '12' })]);
    const { warnings } = await lookUp({ ifPublished: 'skip', sameVersion: 'allow' });
    expect(warnings).toEqual([]);
    expect(asked).toEqual(['app/listMy', 'app/builds']);
  });

  it('warns and uploads, also with fail, when the look-up fails', async () => {
    server.use(
      http.post(operationUrl('app/listMy'), () =>
        HttpResponse.json({ code: 1021, message: 'invalid file' }),
      ),
    );
    const { looked, warnings } = await lookUp({ ifPublished: 'upload', sameVersion: 'fail' });
    expect(looked).toHaveLength(1);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^warning: Could not look for a build of the same version \(.*\): uploading$/,
      ),
    ]);
  });
});
