import { readFile } from 'node:fs/promises';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  MissingParameterError,
  NetworkError,
  UnexpectedResponseError,
  retryAfterMs,
  VERSION,
} from '../../../src/api/index.js';
import { API_KEY, operationUrl, testTransport, useMockService } from '../../helpers/msw.js';

const server = useMockService();

/** Answers each request with the next of `responses` and counts the requests. */
function sequence(operation: string, responses: (() => Response)[]) {
  const seen = { count: 0 };
  server.use(
    http.all(operationUrl(operation), () => {
      const next = responses[Math.min(seen.count, responses.length - 1)];
      seen.count += 1;
      if (!next) throw new Error('no responses');
      return next();
    }),
  );
  return seen;
}

const ok = () => HttpResponse.json({ code: 0, message: '', data: { buildKey: 'b1' } });
const html502 = () =>
  new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
    status: 502,
    headers: { 'content-type': 'text/html' },
  });

describe('Transport', () => {
  it('posts the api key and params form-encoded with a User-Agent naming the project', async () => {
    let seen: { body: URLSearchParams; userAgent: string | null } | undefined;
    server.use(
      http.post(operationUrl('app/view'), async ({ request }) => {
        seen = {
          body: new URLSearchParams(await request.text()),
          userAgent: request.headers.get('user-agent'),
        };
        return HttpResponse.json({ code: 0, message: 'ok', data: [] });
      }),
    );
    const answer = await testTransport().call('app/view', {
      params: { appKey: 'a1', buildKey: undefined },
    });
    expect(answer).toEqual({ message: 'ok', data: [] });
    expect(seen?.body.get('_api_key')).toBe(API_KEY);
    expect(seen?.body.get('appKey')).toBe('a1');
    expect(seen?.body.has('buildKey')).toBe(false);
    expect(seen?.userAgent).toContain(`pgyer-actions/${VERSION}`);
  });

  it('sends GET params in the query string', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(operationUrl('app/buildInfo'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ code: 0, message: '', data: {} });
      }),
    );
    await testTransport().call('app/buildInfo', { method: 'GET', params: { buildKey: 'k' } });
    expect(query?.get('buildKey')).toBe('k');
    expect(query?.get('_api_key')).toBe(API_KEY);
  });

  it('turns a non-zero code into an ApiError with the reference meaning, and does not retry it', async () => {
    const seen = sequence('app/view', [
      () => HttpResponse.json({ code: 1009, message: 'no such app' }),
    ]);
    const error = await testTransport()
      .call('app/view')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 1009,
      meaning: 'no information found for the app',
      operation: 'app/view',
      httpStatus: 200,
    });
    expect((error as Error).message).toBe(
      'app/view failed with code 1009: no information found for the app (service said: no such app)',
    );
    expect(seen.count).toBe(1);
  });

  it('accepts a code sent as a string', async () => {
    server.use(
      http.post(operationUrl('app/view'), () =>
        HttpResponse.json({ code: '0', message: '', data: { x: 1 } }),
      ),
    );
    await expect(testTransport().call('app/view')).resolves.toEqual({
      message: '',
      data: { x: 1 },
    });
  });

  it.each([
    ['null', null],
    ['an empty string', ''],
    ['false', false],
    ['a blank string', ' '],
    ['true', true],
    ['a fraction', 0.5],
    ['a string with a sign', '+0'],
    ['an object', { value: 0 }],
  ])('reports a code of %s as a malformed answer, never as success', async (_name, code) => {
    const seen = sequence('app/view', [() => HttpResponse.json({ code, message: '', data: {} })]);
    const error = await testTransport({ retries: 1 })
      .call('app/view')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toBe(
      'app/view answered HTTP 200 with application/json instead of the JSON envelope: ' +
        JSON.stringify(JSON.stringify({ code, message: '', data: {} })),
    );
    expect(seen.count).toBe(2);
  });

  it('reports an envelope without a code as a malformed answer', async () => {
    sequence('app/view', [() => HttpResponse.json({ message: 'ok', data: {} })]);
    await expect(testTransport({ retries: 0 }).call('app/view')).rejects.toThrow(
      /^app\/view answered HTTP 200 with application\/json instead of the JSON envelope: /,
    );
  });

  it('takes a code of digits as a code', async () => {
    sequence('app/view', [() => HttpResponse.json({ code: '1002', message: '' })]);
    await expect(testTransport().call('app/view')).rejects.toMatchObject({ code: 1002 });
  });

  it('retries HTML 502, then succeeds', async () => {
    const seen = sequence('app/view', [html502, ok]);
    await expect(testTransport().call('app/view')).resolves.toMatchObject({
      data: { buildKey: 'b1' },
    });
    expect(seen.count).toBe(2);
  });

  it('retries code 1098 (hourly limit) and network errors', async () => {
    const seen = sequence('app/view', [
      () => HttpResponse.json({ code: 1098, message: 'limit' }),
      () => HttpResponse.error(),
      ok,
    ]);
    await expect(testTransport().call('app/view')).resolves.toMatchObject({
      data: { buildKey: 'b1' },
    });
    expect(seen.count).toBe(3);
  });

  it('gives up after `retries` extra tries with an error that says what came back', async () => {
    const seen = sequence('app/view', [html502]);
    const error = await testTransport({ retries: 2 })
      .call('app/view')
      .catch((caught: unknown) => caught);
    expect(seen.count).toBe(3);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toBe(
      'app/view answered HTTP 502 with text/html instead of the JSON envelope: ' +
        '"<html><body><h1>502 Bad Gateway</h1></body></html>"',
    );
  });

  it('shows at most the first 200 characters of a non-JSON body', async () => {
    sequence('app/view', [() => new HttpResponse('x'.repeat(5000), { status: 200 })]);
    const error = (await testTransport({ retries: 0 })
      .call('app/view')
      .catch((caught: unknown) => caught)) as UnexpectedResponseError;
    expect(error.bodyStart).toHaveLength(200);
  });

  it('reports a redirect as the service having moved', async () => {
    sequence('app/view', [
      () =>
        new HttpResponse('<a href="https://elsewhere.test/">moved</a>', {
          status: 302,
          headers: { location: 'https://elsewhere.test/' },
        }),
    ]);
    const error = await testTransport({ retries: 0 })
      .call('app/view')
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('HTTP 302');
    expect((error as Error).message).toContain('redirect to https://elsewhere.test/');
  });

  it('keeps the api key, user key and passwords out of every error message', async () => {
    const secrets = [API_KEY, 'user-key-secret', 'install-password'];
    sequence('app/updateApp', [
      () =>
        new HttpResponse(
          `<pre>${secrets.join(' ')} in ${operationUrl('x')}?_api_key=${API_KEY}</pre>`,
          { status: 500 },
        ),
    ]);
    const error = await testTransport({ retries: 0 })
      .call('app/updateApp', { params: { userKey: secrets[1], buildPassword: secrets[2] } })
      .catch((caught: unknown) => caught);
    const text = `${(error as Error).message} ${JSON.stringify(error)}`;
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('***');
  });

  it('fails a request that takes longer than the timeout with a NetworkError', async () => {
    server.use(http.post(operationUrl('app/view'), () => new Promise<Response>(() => undefined)));
    const error = await testTransport({ timeoutMs: 50, retries: 1 })
      .call('app/view')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    // One message for every try: the origin, its failure and what to check.
    expect((error as Error).message).toBe(
      'app/view got no answer: from https://api.test.invalid (timed out after 0.05 s) in 2 tries; ' +
        'check the network, DNS and proxy (HTTPS_PROXY, NO_PROXY) of the machine this runs on, ' +
        'and api-url, or raise request-timeout-seconds',
    );
  });

  it('stops at once when its signal aborts, without retrying', async () => {
    const controller = new AbortController();
    const seen = { count: 0 };
    server.use(
      http.post(operationUrl('app/view'), () => {
        seen.count += 1;
        controller.abort(new Error('cancelled by SIGINT'));
        return new Promise<Response>(() => undefined);
      }),
    );
    await expect(testTransport({ signal: controller.signal }).call('app/view')).rejects.toThrow(
      'cancelled by SIGINT',
    );
    expect(seen.count).toBe(1);
  });

  it('sends files as multipart form data', async () => {
    let form: FormData | undefined;
    server.use(
      http.post(operationUrl('app/uploadHarmonyHsp'), async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ code: 0, message: '' });
      }),
    );
    await testTransport().call('app/uploadHarmonyHsp', {
      params: { buildKey: 'k', buildUpdateDescription: 'line 1\nline "2"' },
      files: [{ field: 'file', path: 'package.json' }],
    });
    expect(form?.get('buildKey')).toBe('k');
    // As a browser's FormData sends it: line breaks as CRLF.
    expect(form?.get('buildUpdateDescription')).toBe('line 1\r\nline "2"');
    const file = form?.get('file');
    expect(file instanceof Blob && 'name' in file ? file.name : file).toBe('package.json');
    expect(file instanceof Blob ? await file.text() : file).toBe(
      await readFile('package.json', 'utf8'),
    );
  });

  it('sends JSON API requests through node:http, multipart bodies too, never through fetch', async () => {
    // Node 20's fetch costs 16 to 19 MiB and ~60 ms on first use (bench/README.md); Node 24's
    // fetch of an openAsBlob file crashed the process when the file changed while it was sent.
    server.use(
      http.all(operationUrl('app/view'), () => HttpResponse.json({ code: 0, message: '' })),
      http.post(operationUrl('app/uploadHarmonyHsp'), () =>
        HttpResponse.json({ code: 0, message: '' }),
      ),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      await testTransport().call('app/view', { params: { appKey: 'a' } });
      await testTransport().call('app/view', { method: 'GET', params: { appKey: 'a' } });
      expect(fetchSpy).not.toHaveBeenCalled();
      await testTransport().call('app/uploadHarmonyHsp', {
        files: [{ field: 'file', path: 'package.json' }],
      });
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('reads an answer that starts with a byte order mark', async () => {
    server.use(
      http.post(
        operationUrl('app/view'),
        () =>
          new HttpResponse('\uFEFF{"code":0,"message":"ok"}', {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(testTransport().call('app/view')).resolves.toEqual({ message: 'ok' });
  });

  it('does not repeat a non-idempotent call that may have reached the service', async () => {
    const seen = sequence('app/buildDelete', [html502, ok]);
    const error = await testTransport()
      .call('app/buildDelete', { params: { buildKey: 'b' }, idempotent: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(seen.count).toBe(1);
  });

  it('repeats a non-idempotent call refused with 1098, and runs the beforeRetry hooks', async () => {
    const seen = sequence('app/buildDelete', [
      () => HttpResponse.json({ code: 1098, message: '' }),
      ok,
    ]);
    const retried: number[] = [];
    const transport = testTransport().extend({
      hooks: {
        beforeRetry: (error) => retried.push(error instanceof ApiError ? error.code : -1),
      },
    });
    await transport.call('app/buildDelete', { params: { buildKey: 'b' }, idempotent: false });
    expect(seen.count).toBe(2);
    expect(retried).toEqual([1098]);
  });

  it("runs a derived transport's beforeRetry hooks after its parent's, and logs to its own logger", async () => {
    sequence('app/view', [() => HttpResponse.json({ code: 1098, message: '' }), ok]);
    const order: string[] = [];
    const parentLines: string[] = [];
    const childLines: string[] = [];
    const parent = testTransport({
      logger: {
        debug: () => undefined,
        info: (m) => parentLines.push(m),
        warning: (m) => parentLines.push(`warning: ${m}`),
      },
      hooks: { beforeRetry: (_error, attempt) => order.push(`parent ${attempt}`) },
    });
    const child = parent
      .extend({ hooks: { beforeRetry: (_error, attempt) => order.push(`child ${attempt}`) } })
      .extend({
        logger: {
          debug: () => undefined,
          info: (m) => childLines.push(m),
          warning: (m) => childLines.push(`warning: ${m}`),
        },
      });
    await child.call('app/view');
    expect(order).toEqual(['parent 1', 'child 1']);
    expect(childLines).toEqual([expect.stringMatching(/code 1098.*trying again/)]);
    expect(parentLines).toEqual([]);
  });

  it('refuses an empty required param before any request, as a mistake of the caller', async () => {
    const seen = sequence('app/view', [ok]);
    const calling = testTransport().call('app/view', {
      params: { appKey: '' },
      required: ['appKey'],
    });
    await expect(calling).rejects.toThrow(MissingParameterError);
    await expect(calling).rejects.toThrow(
      'app/view was called without appKey, which it requires: it was not sent',
    );
    expect(seen.count).toBe(0);
  });

  it('quotes an echoed request without any start of the api key, also across the cut', async () => {
    // A gateway's 502 page that echoes the request, padded so that the key starts 15 characters
    // before the 200-character quote ends: finding 1 of the review saw its start leak.
    sequence('app/buildInfo', [
      () => {
        const head = `<html><body><h1>502 Bad Gateway</h1><pre>POST /apiv2/app/buildInfo `;
        return new HttpResponse(`${head.padEnd(185, '.')}_api_key=${API_KEY}&buildKey=b1</pre>`, {
          status: 502,
          headers: { 'content-type': 'text/html' },
        });
      },
    ]);
    const error = await testTransport({ retries: 0 })
      .call('app/buildInfo', { params: { buildKey: 'b1' } })
      .catch((caught: unknown) => caught);
    const { message } = error as Error;
    expect(message).toContain('....._api_key=***');
    expect(message).not.toContain(API_KEY.slice(0, 8));
  });

  it('keeps secrets out of messages also in their form-encoded shape', async () => {
    const password = 'p@ss word&1%';
    sequence('app/updateApp', [
      () =>
        new HttpResponse(
          `echo: buildPassword=${new URLSearchParams({ p: password }).toString().slice(2)} ${encodeURIComponent(password)}`,
          { status: 500 },
        ),
    ]);
    const error = await testTransport({ retries: 0 })
      .call('app/updateApp', { params: { buildPassword: password } })
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('echo: buildPassword=*** ***');
  });

  it("redacts the run's secrets from a message that quotes another call's: the password, the storage credentials", async () => {
    // buildInfo's 1216 quoting the install password that getCOSToken sent (issue 24.1).
    const password = 'Pw7 +q/Kx&9=Zr';
    const transport = testTransport({ retries: 0 });
    transport.secrets.add(password);
    transport.secrets.add('x-cos-token-0123456789');
    sequence('app/buildInfo', [
      () =>
        HttpResponse.json({
          code: 1216,
          message: `bad package; password ${password}, token x-cos-token-0123456789`,
          data: [],
        }),
    ]);
    const error = await transport
      .call('app/buildInfo', { params: { buildKey: 'b1' } })
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toContain('bad package; password ***, token ***');
  });

  it('waits as long as a 429 or 503 asks with Retry-After before trying again', async () => {
    // A retry is an info line, not a warning.
    const lines: string[] = [];
    const logger = {
      debug: () => undefined,
      info: (line: string) => lines.push(line),
      warning: (line: string) => lines.push(`warning: ${line}`),
    };
    const seen = sequence('app/view', [
      () =>
        new HttpResponse('<html>slow down</html>', {
          status: 429,
          headers: { 'retry-after': '0.05', 'content-type': 'text/html' },
        }),
      ok,
    ]);
    await testTransport({ logger }).call('app/view');
    expect(seen.count).toBe(2);
    expect(lines[0]).toMatch(
      /^app\/view answered HTTP 429 .*; trying again in 0\.00[34] s, 0\.002 s of it as asked \(try 2 of 4\)$/,
    );
  });
});

describe('Retry-After on an envelope', () => {
  it('is honoured on a JSON 429 too', async () => {
    // A retry is an info line, not a warning.
    const lines: string[] = [];
    const logger = {
      debug: () => undefined,
      info: (line: string) => lines.push(line),
      warning: (line: string) => lines.push(`warning: ${line}`),
    };
    server.use(
      http.post(operationUrl('app/view'), () =>
        HttpResponse.json(
          { code: 1098, message: 'slow down' },
          { status: 429, headers: { 'retry-after': '1' } },
        ),
      ),
    );
    await testTransport({ logger, retries: 1 })
      .call('app/view')
      .catch(() => undefined);
    expect(lines[0]).toMatch(
      /^app\/view failed with code 1098.*; trying again in 0\.00[34] s, 0\.002 s of it as asked \(try 2 of 2\)$/,
    );
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
