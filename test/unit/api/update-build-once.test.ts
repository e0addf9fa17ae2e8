/**
 * app/updateApp with a screenshot attaches one more screenshot each time it reaches the service
 * (service.md#build-settings): it is repeated only when the service surely did not act. Without a
 * screenshot the call sets fields to values and is safe to repeat.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { UnexpectedResponseError, updateBuildSettings } from '../../../src/api/index.js';
import { operationUrl, testTransport, useMockService } from '../../helpers/msw.js';

const server = useMockService();

const changed = () => HttpResponse.json({ code: 0, message: '', data: { buildKey: 'bk1' } });
const gateway502 = () =>
  new HttpResponse('<html><h1>502 Bad Gateway</h1></html>', {
    status: 502,
    headers: { 'content-type': 'text/html' },
  });
const rateLimited = () => HttpResponse.json({ code: 1098, message: 'limit', data: [] });

/** Answers app/updateApp with `answers` in turn (the last one after that); counts the requests. */
function serveUpdateApp(answers: (() => Response)[]) {
  const seen = { count: 0 };
  server.use(
    http.post(operationUrl('app/updateApp'), () => {
      const answer = answers[Math.min(seen.count, answers.length - 1)] ?? changed;
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

const transport = () => testTransport({ retries: 3 });

describe('updateBuildSettings', () => {
  it('sends a screenshot once when a gateway answers 502 after the request went out', async () => {
    const seen = serveUpdateApp([gateway502, changed]);
    const error = await updateBuildSettings(transport(), 'uk', {
      buildKey: 'bk1',
      screenshotPath: 'package.json',
    }).catch((caught: unknown) => caught);
    expect(seen.count).toBe(1);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
  });

  it('sends a screenshot again after 1098: the service did not act', async () => {
    const seen = serveUpdateApp([rateLimited, changed]);
    const record = await updateBuildSettings(transport(), 'uk', {
      buildKey: 'bk1',
      screenshotPath: 'package.json',
    });
    expect(seen.count).toBe(2);
    expect(record.buildKey).toBe('bk1');
  });

  it('repeats a change without a screenshot after a 502: setting a field twice is harmless', async () => {
    const seen = serveUpdateApp([gateway502, changed]);
    const record = await updateBuildSettings(transport(), 'uk', {
      buildKey: 'bk1',
      buildDescription: 'x',
    });
    expect(seen.count).toBe(2);
    expect(record.buildKey).toBe('bk1');
  });
});
