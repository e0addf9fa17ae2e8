/** The job logger's groups: opened by their first line that can be seen, always closed. */
import { describe, expect, it } from 'vitest';
import { SecretSet } from '../../../src/api/redact.js';
import { redacting, sinkLogger, type LogLevel } from '../../../src/jobs/logger.js';

/** A sink that records every call; debug lines are written but hidden, as on a runner. */
function recordingSink() {
  const calls: string[] = [];
  const logger = sinkLogger({
    write: (level: LogLevel, message: string) => calls.push(`${level} ${message}`),
    shows: (level) => level !== 'debug',
    startGroup: (title) => calls.push(`start ${title}`),
    endGroup: () => calls.push('end'),
  });
  return { calls, logger };
}

describe('sinkLogger groups', () => {
  it('leave no title for a phase that showed nothing', async () => {
    const { calls, logger } = recordingSink();
    const listed = logger.group('Listing', () => {
      logger.debug('POST');
      return Promise.resolve(3);
    });
    expect(await listed).toBe(3);
    expect(calls).toEqual(['debug POST']);
  });

  it('open before the first shown line, once, and close after the body', async () => {
    const { calls, logger } = recordingSink();
    await logger.group('Deleting', async () => {
      logger.debug('POST');
      logger.info('Deleted a');
      logger.warning('slow');
      await Promise.resolve();
    });
    logger.info('after');
    expect(calls).toEqual([
      'debug POST',
      'start Deleting',
      'info Deleted a',
      'warning slow',
      'end',
      'info after',
    ]);
  });

  it('close when the body throws, and the next group starts afresh', async () => {
    const { calls, logger } = recordingSink();
    const failing = logger.group('Deleting', () => {
      logger.error('refused');
      return Promise.reject(new Error('stop'));
    });
    await expect(failing).rejects.toThrow('stop');
    await logger.group('Quiet', () => Promise.resolve());
    expect(calls).toEqual(['start Deleting', 'error refused', 'end']);
  });
});

describe('redacting', () => {
  it("redacts the run's secrets from every line and group title, also those learnt later", async () => {
    const { calls, logger } = recordingSink();
    const secrets = new SecretSet(['Kx7pQ2mZ9wLr']);
    const shown = redacting(logger, secrets);
    await shown.group('Upload Kx7pQ2mZ9wLr', () => {
      shown.info('key Kx7pQ2mZ9wLr');
      secrets.add('q-signature-77aa');
      shown.error(`signature ${encodeURIComponent('q-signature-77aa')}`);
      return Promise.resolve();
    });
    expect(calls).toEqual(['start Upload ***', 'info key ***', 'error signature ***', 'end']);
  });
});
