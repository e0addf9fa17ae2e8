/**
 * `--debug` prints the stack of an unexpected error (review finding 10): its first line is the
 * error's message, which may quote a secret, so the stack is redacted as the error line is.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as install from '../../../src/api/endpoints/install.js';
import { run } from '../../../src/cli/main.js';
import { captureIo } from './helpers.js';

// An unexpected error (no PgyerError) whose message carries the api key, as a bug could make one.
vi.mock('../../../src/api/endpoints/install.js', async (importOriginal) => ({
  ...(await importOriginal<typeof install>()),
  installAddress: (apiUrl: string, apiKey: string) => {
    throw new TypeError(`no address from ${apiUrl}/apiv2/app/install?_api_key=${apiKey}`);
  },
}));

const API_KEY = 'Dk4rTq8wZm2pXv6N';

describe('pgyer --debug', () => {
  it('prints the stack of an unexpected error with the secrets redacted', async () => {
    const io = captureIo();
    const args = ['install-url', 'b1', '--reveal', '--api-url', 'http://127.0.0.1:9'];
    const exitCode = await run([...args, '--api-key', API_KEY, '--debug'], io);
    expect(exitCode).toBe(1);
    expect(io.err()).toMatch(/^TypeError: no address from .*_api_key=\*\*\*\n\s+at /m);
    expect(io.err()).not.toContain(API_KEY);
    expect(io.out()).toBe('');
  });
});
