/**
 * app/uploadHarmonyCert and app/uploadHarmonyHsp (service.md#harmonyos-files) are sent once: the
 * reference does not say that repeating them is harmless, so an answer lost after the service
 * acted is not followed by a second request; a refusal that proves it did not act (1098) is.
 */
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AfterStorageUploadError,
  NetworkError,
  Transport,
  UnexpectedResponseError,
  uploadAndPublish,
} from '../../../src/api/index.js';
import type { FaultSpec } from '../../../src/sandbox/faults.js';
import { hapFixture } from '../../fixtures/packages.js';
import { useSandbox } from '../../helpers/sandbox.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

const OPERATIONS = ['app/uploadHarmonyCert', 'app/uploadHarmonyHsp'];

/** Uploads the HAP fixture with a certificate and one dependency, through the sandbox. */
function publishHap() {
  const transport = new Transport({
    apiKey: sandbox.apiKey,
    apiUrl: sandbox.url,
    retries: 3,
    retryDelayMs: 1,
    maxRetryDelayMs: 2,
  });
  return uploadAndPublish(transport, {
    filePath: hapFixture.path,
    fileSize: statSync(hapFixture.path).size,
    buildType: 'harmony',
    settings: {},
    // The sandbox checks that a certificate and a dependency arrive, not what they hold.
    harmony: {
      certificatePath: hapFixture.path,
      certificatePassword: 'p12-password',
      hspPaths: [hapFixture.path],
    },
    wait: true,
    waitTimeoutSeconds: 10,
    pollIntervalSeconds: 0.01,
  });
}

const sent = (operation: string) =>
  sandbox.requests.filter((request) => request.operation === operation).length;

describe('HarmonyOS certificate and dependencies', () => {
  const lost: [string, (operation: string) => FaultSpec, new (...args: never[]) => Error][] = [
    [
      'a gateway 502',
      (operation) => ({ kind: 'lost-answer', status: 502, operation }),
      UnexpectedResponseError,
    ],
    ['a reset', (operation) => ({ kind: 'lost-answer', operation }), NetworkError],
  ];
  it.each(OPERATIONS.flatMap((operation) => lost.map((fault) => [operation, ...fault] as const)))(
    'sends %s once when %s loses the answer after the service acted',
    async (operation, _name, fault, failure) => {
      sandbox.faults.inject(fault(operation));
      const error = await publishHap().catch((caught: unknown) => caught);
      expect(sent(operation)).toBe(1);
      expect(error).toBeInstanceOf(AfterStorageUploadError);
      expect((error as AfterStorageUploadError).cause).toBeInstanceOf(failure);
    },
  );

  it.each(OPERATIONS)('sends %s again after 1098: the service did not act', async (operation) => {
    sandbox.faults.inject({ kind: 'rate-limit', operation });
    const build = await publishHap();
    expect(sent(operation)).toBe(2);
    expect(build.published).toBe(true);
  });
});
