import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishRequest } from '../../../../src/api/index.js';
import { PUBLISH_CONCURRENCY, publishAll } from '../../../../src/jobs/upload/publish-many.js';
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
    const requests: PublishRequest[] = [];
    for (const name of ['a.apk', 'b.apk', 'c.apk', 'd.apk', 'e.apk']) {
      const filePath = join(folder, name);
      await writeFile(filePath, name);
      requests.push({
        filePath,
        buildType: 'android',
        settings: {},
        wait: true,
        waitTimeoutSeconds: 5,
        pollIntervalSeconds: 0.01,
      });
    }
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
    const outcomes = await publishAll(jobWith(testTransport()), [
      {
        filePath: join(folder, 'missing.apk'),
        buildType: 'android',
        settings: {},
        wait: false,
        waitTimeoutSeconds: 1,
        pollIntervalSeconds: 1,
      },
    ]);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0] && 'error' in outcomes[0] ? outcomes[0].error.message : '').toMatch(
      /does not exist/,
    );
  });
});
