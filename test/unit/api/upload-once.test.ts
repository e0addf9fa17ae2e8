/**
 * The single-request uploads (service.md#single-step-upload app/upload, service.md#v1-upload
 * app/upload) create a build each time they reach the service: a retry after an answer that may
 * have come after the service acted would make a second build (service.md#guarantees).
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  UnexpectedResponseError,
  uploadSingleStep,
  v1,
  type Transport,
} from '../../../src/api/index.js';
import { operationUrl, testTransport, useMockService } from '../../helpers/msw.js';

const server = useMockService();

const uploads: [string, string, (transport: Transport) => Promise<unknown>][] = [
  [
    '2.0 single-step upload',
    '/apiv2',
    async (transport) => (await uploadSingleStep(transport, 'package.json', {})).build,
  ],
  ['1.0 upload', '/apiv1', (transport) => v1.upload(transport, 'user-key', 'package.json')],
];

// 1.0 calls a build's key appKey (service.md#v1-names).
const built = () =>
  HttpResponse.json({ code: 0, message: '', data: { buildKey: 'b1', appKey: 'b1' } });
const gateway502 = () =>
  new HttpResponse('<html><h1>502 Bad Gateway</h1></html>', {
    status: 502,
    headers: { 'content-type': 'text/html' },
  });
const tooMany = () => new HttpResponse('slow down', { status: 429 });

/** Answers app/upload under `prefix` with `answers` in turn; counts the requests. */
function serveUpload(prefix: string, answers: (() => Response)[]) {
  const seen = { count: 0 };
  server.use(
    http.post(operationUrl('app/upload', prefix), () => {
      const answer = answers[Math.min(seen.count, answers.length - 1)] ?? built;
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

describe.each(uploads)('%s', (_name, prefix, upload) => {
  const transport = () => testTransport({ pathPrefix: prefix, retries: 3 });

  it('is sent once when a gateway answers 502, and the failure says what came back', async () => {
    const seen = serveUpload(prefix, [gateway502, built]);
    const error = await upload(transport()).catch((caught: unknown) => caught);
    expect(seen.count).toBe(1);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toMatch(/^app\/upload answered HTTP 502 with text\/html/);
  });

  it('is sent once when the connection drops after the request', async () => {
    const seen = serveUpload(prefix, [() => HttpResponse.error(), built]);
    await expect(upload(transport())).rejects.toThrow(/^app\/upload got no answer/);
    expect(seen.count).toBe(1);
  });

  it('is tried again after a 429, which a rate limiter answers without acting', async () => {
    const seen = serveUpload(prefix, [tooMany, built]);
    await expect(upload(transport())).resolves.toMatchObject({ buildKey: 'b1' });
    expect(seen.count).toBe(2);
  });
});
