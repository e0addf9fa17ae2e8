/** The sandbox's lifecycle in a test file, as useMockService does it for msw. */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/sandbox/server.js';

/**
 * A sandbox for the tests of the file, or of the describe block this is called in: started before
 * them and closed after them. After each test its request log is emptied and the faults injected
 * into it are dropped, so no test sees another's requests or faults.
 * @returns the sandbox, once the hooks have started it; reading it earlier throws
 */
export function useSandbox(options: SandboxOptions = {}): Sandbox {
  let started: Sandbox | undefined;
  beforeAll(async () => {
    // Keys that are not hex: the secrets scan (test/e2e/harness.ts) flags any 8 characters of a
    // key, and the hex build keys and hashes in a log must not match by chance.
    started = await startSandbox({ apiKey: testKey(), userKey: testKey(), ...options });
  });
  afterEach(() => {
    started?.faults.clear();
    started?.requests.splice(0);
  });
  afterAll(() => started?.close());
  // The tests name the sandbox where they are declared, before beforeAll has started it.
  return new Proxy({} as Sandbox, {
    get(_, property) {
      if (started === undefined) throw new Error('the sandbox is read before beforeAll started it');
      return Reflect.get(started, property) as unknown;
    },
  });
}

/** 24 random letters and digits: no leading `-`, which a command line reads as an option. */
function testKey(): string {
  return randomBytes(24).toString('base64').replace(/[+/=]/g, '').slice(0, 24);
}
