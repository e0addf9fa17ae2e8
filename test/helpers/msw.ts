/** msw helpers: a fake service origin and envelope answers for the JSON API (service.md#api-2). */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Transport, type TransportOptions } from '../../src/api/index.js';

export const API_URL = 'https://api.test.invalid';
export const API_KEY = 'test-api-key-0123456789abcdef';

/** An msw server that is listening for the whole test file and reset after each test. */
export function useMockService() {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}

/** The URL of an operation on the fake origin; `prefix` is the API version's path. */
export function operationUrl(operation: string, prefix = '/apiv2'): string {
  return `${API_URL}${prefix}/${operation}`;
}

/**
 * Answers app/getCOSToken with upload tokens k1, k2, … (storage keys storage-k1, …) for the storage
 * endpoint at `endpoint`; `onIssue` sees each key as it is issued.
 * @returns the count of tokens issued so far
 */
export function serveUploadTokens(
  server: SetupServer,
  endpoint: string,
  onIssue: (key: string) => void = () => undefined,
): { issued: number } {
  const tokens = { issued: 0 };
  server.use(
    http.post(operationUrl('app/getCOSToken'), () => {
      tokens.issued += 1;
      const key = `k${tokens.issued}`;
      onIssue(key);
      return HttpResponse.json({
        code: 0,
        message: '',
        data: {
          key,
          endpoint,
          params: { key: `storage-${key}`, signature: 'sig', 'x-cos-security-token': 'tok' },
        },
      });
    }),
  );
  return tokens;
}

/** How `serveRecorded` answers. */
export interface RecordedAnswer {
  method?: 'GET' | 'POST';
  /** The API version's path; default `/apiv2`. */
  prefix?: string;
  /** The envelope's message; default ''. */
  message?: string;
}

/**
 * Answers `operation` with the envelope `{code: 0, message, data}` and records the params it was
 * called with (query, form or multipart; files as `file:<name>`; the api key left out).
 */
export function serveRecorded(
  server: SetupServer,
  operation: string,
  data: JsonBodyType,
  { method = 'POST', prefix, message = '' }: RecordedAnswer = {},
): { params?: Record<string, string> } {
  const seen: { params?: Record<string, string> } = {};
  const handler = method === 'GET' ? http.get : http.post;
  server.use(
    handler(operationUrl(operation, prefix), async ({ request }) => {
      const params =
        method === 'GET'
          ? new URL(request.url).searchParams
          : request.headers.get('content-type')?.startsWith('multipart/')
            ? await request.formData()
            : new URLSearchParams(await request.text());
      seen.params = Object.fromEntries(
        [...params.entries()]
          .filter(([name]) => name !== '_api_key')
          .map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]),
      );
      return HttpResponse.json({ code: 0, message, data });
    }),
  );
  return seen;
}

/** A transport against the fake origin, with no backoff to speak of. */
export function testTransport(options: Partial<TransportOptions> = {}): Transport {
  return new Transport({
    apiKey: API_KEY,
    apiUrl: API_URL,
    retryDelayMs: 1,
    maxRetryDelayMs: 2,
    ...options,
  });
}
