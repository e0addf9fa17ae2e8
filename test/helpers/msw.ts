/** msw helpers: a fake service origin and envelope answers for the JSON API (api-v2 §4). */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
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

/** The URL of an operation on the fake origin. */
export function operationUrl(operation: string): string {
  return `${API_URL}/apiv2/${operation}`;
}

/** A handler answering `operation` with the envelope `{code, message, data}`. */
export function answer(operation: string, data: JsonBodyType, code = 0, message = '') {
  return http.all(operationUrl(operation), () => HttpResponse.json({ code, message, data }));
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
