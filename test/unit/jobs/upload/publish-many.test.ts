import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishRequest, UploadProgress } from '../../../../src/api/index.js';
import { UploadCancelledError } from '../../../../src/jobs/upload/publish/cancelled.js';
import {
  PUBLISH_CONCURRENCY,
  publishAll,
} from '../../../../src/jobs/upload/publish/publish-many.js';
import { jobWith, recordingLogger } from '../../../helpers/job.js';
import {
  operationUrl,
  serveUploadTokens,
  testTransport,
  useMockService,
} from '../../../helpers/msw.js';
import { startStorageServer } from '../../../helpers/storage-server.js';

const server = useMockService();
let storage: Awaited<ReturnType<typeof startStorageServer>>;
let folder: string;

beforeAll(async () => {
  storage = await startStorageServer();
  folder = await mkdtemp(join(tmpdir(), 'publish-many-'));
});
afterAll(() => storage.close());

/** Requests for files named `names`, written to the scratch folder with `content`. */
async function requestsFor(
  names: readonly string[],
  content: (name: string) => string | Buffer = (name) => name,
  onProgress?: (progress: UploadProgress) => void,
): Promise<PublishRequest[]> {
  const requests: PublishRequest[] = [];
  for (const name of names) {
    const filePath = join(folder, name);
    const bytes = content(name);
    await writeFile(filePath, bytes);
    requests.push({
      filePath,
      fileSize: Buffer.byteLength(bytes),
      buildType: 'android',
      settings: {},
      wait: true,
      waitTimeoutSeconds: 5,
      pollIntervalSeconds: 0.01,
      ...(onProgress ? { onProgress } : {}),
    });
  }
  return requests;
}

/** A job whose transport and signal a test cancels as the runner's SIGINT does. */
function cancellableJob() {
  const controller = new AbortController();
  const logger = recordingLogger();
  const cancel = () => {
    controller.abort(new Error('cancelled by SIGINT'));
  };
  const job = {
    ...jobWith(testTransport({ signal: controller.signal }), logger),
    signal: controller.signal,
  };
  return { job, logger, cancel, signal: controller.signal };
}

describe('publishAll', () => {
  it('publishes at most two files at once, each with its own token, and names the file in each line', async () => {
    const active = { now: 0, max: 0 };
    const tokens = serveUploadTokens(server, storage.url, () => {
      active.now += 1;
      active.max = Math.max(active.max, active.now);
    });
    server.use(
      http.get(operationUrl('app/buildInfo'), async ({ request }) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        active.now -= 1;
        const buildKey = new URL(request.url).searchParams.get('buildKey');
        return HttpResponse.json({ code: 0, message: '', data: { buildKey } });
      }),
    );
    const requests = await requestsFor(['a.apk', 'b.apk', 'c.apk', 'd.apk', 'e.apk']);
    const logger = recordingLogger();

    const outcomes = await publishAll(jobWith(testTransport(), logger), requests);
    expect(
      outcomes.map((outcome) => ('build' in outcome ? outcome.request.filePath : 'failed')),
    ).toEqual(requests.map((request) => request.filePath));
    expect(tokens.issued).toBe(5);
    expect(active.max).toBe(PUBLISH_CONCURRENCY);
    expect(logger.lines.some((line) => line.startsWith('info: [c.apk] Uploading c.apk'))).toBe(
      true,
    );
  });

  it('returns each failure beside the successes instead of throwing', async () => {
    serveUploadTokens(server, storage.url);
    const outcomes = await publishAll(jobWith(testTransport()), [
      {
        filePath: join(folder, 'missing.apk'),
        fileSize: 1,
        buildType: 'android',
        settings: {},
        wait: false,
        waitTimeoutSeconds: 1,
        pollIntervalSeconds: 1,
      },
    ]);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0] && 'error' in outcomes[0] ? outcomes[0].error.message : '').toMatch(
      /missing\.apk could not be read during the upload \(ENOENT\)/,
    );
  });

  it('once cancelled, keeps the builds published before, starts nothing, and says how far each unfinished file got', async () => {
    const tokens = serveUploadTokens(server, storage.url);
    const pollsAfterCancel: string[] = [];
    const { job, logger, cancel, signal } = cancellableJob();
    server.use(
      http.get(operationUrl('app/buildInfo'), ({ request }) => {
        const buildKey = new URL(request.url).searchParams.get('buildKey') ?? '';
        if (signal.aborted) pollsAfterCancel.push(buildKey);
        // The first token's build is published; the second stays in publishing (1247).
        if (buildKey === 'k1')
          return HttpResponse.json({ code: 0, message: '', data: { buildKey } });
        return HttpResponse.json({ code: 1247, message: 'publishing' });
      }),
    );
    const watching = {
      ...logger,
      info: (message: string) => {
        logger.info(message);
        if (message.includes('Published build k1')) cancel();
      },
    };

    const outcomes = await publishAll(
      { ...job, logger: watching },
      await requestsFor(['a.apk', 'b.apk', 'c.apk']),
    );
    const published = outcomes.flatMap((outcome) => ('build' in outcome ? [outcome.build] : []));
    const errors = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []));
    expect(published.map((build) => build.buildKey)).toEqual(['k1']);
    expect(errors.map((error) => error.message)).toEqual([
      'cancelled by SIGINT after the whole file was sent to storage under upload key k2, so the ' +
        "service may still publish it: look for the build among the app's builds before " +
        'uploading again, which could make a second build',
      'cancelled by SIGINT before its storage upload began: not uploaded',
    ]);
    expect(errors.every((error) => error instanceof UploadCancelledError)).toBe(true);
    expect(outcomes[2] && 'error' in outcomes[2]).toBe(true);
    expect(tokens.issued).toBe(2);
    expect(pollsAfterCancel).toEqual([]);
  });

  it('says that a file whose storage upload was cut part way is not published', async () => {
    serveUploadTokens(server, storage.url);
    const { job, cancel } = cancellableJob();
    const requests = await requestsFor(
      ['big.apk'],
      () => Buffer.alloc(8 * 1024 * 1024),
      (progress) => {
        if (progress.sentBytes < progress.totalBytes) cancel();
      },
    );

    const [outcome] = await publishAll(job, requests);
    expect(outcome && 'error' in outcome ? outcome.error.message : 'published').toBe(
      'cancelled by SIGINT during the storage upload, before the whole file was sent: not published',
    );
  });
});
