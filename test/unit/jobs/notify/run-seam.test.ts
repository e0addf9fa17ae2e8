/** runNotify's result at the job seam: scrubbed of every secret of the run, not only the target's. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { SecretSet } from '../../../../src/api/redact.js';
import { runNotify } from '../../../../src/jobs/notify/run.js';
import { recordingLogger } from '../../../helpers/job.js';
import { GITHUB_CI, notifyOptions, publishedBuild } from '../../../helpers/notify.js';

const API_KEY = 'run-api-key-5d1e9f0a';

it("redacts the run's other secrets from a receiver's echoed answer in the result and the log", async () => {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(400, { 'content-type': 'text/plain' });
    response.end(`bad request, your api key is ${API_KEY}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const logger = recordingLogger();
    const result = await runNotify(
      {
        logger,
        signal: new AbortController().signal,
        now: Date.now,
        secrets: new SecretSet([API_KEY]),
      },
      notifyOptions({ 'webhook-url': `http://127.0.0.1:${port}/hooks/Tok3nAbc` }),
      { builds: [publishedBuild()], failures: [], ci: GITHUB_CI },
      { retries: 0, retryDelayMs: 1, maxRetryDelayMs: 5, timeoutMs: 5000 },
    );
    expect(result.deliveries[0]?.delivered).toBe(false);
    expect(result.deliveries[0]?.problem).toContain('your api key is ***');
    expect(JSON.stringify(result)).not.toContain(API_KEY);
    expect(logger.lines.join('\n')).not.toContain(API_KEY);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
