/** A list the service refuses (1122) is one warning; the other list is reported. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Checker } from '../../../../src/jobs/options/checker.js';
import { checkHealthSettings } from '../../../../src/jobs/health/options.js';
import { runHealth } from '../../../../src/jobs/health/run.js';
import { jobWith, recordingLogger } from '../../../helpers/job.js';
import { operationUrl, testTransport, useMockService } from '../../../helpers/msw.js';

const server = useMockService();

describe('the health job when a read fails', () => {
  it('warns once for a list the service refuses (1122) and reports the other', async () => {
    server.use(
      http.post(operationUrl('crash/listAll'), () =>
        HttpResponse.json({ code: 1122, message: 'insufficient permission', data: [] }),
      ),
      http.post(operationUrl('feedback/listAll'), () =>
        HttpResponse.json({
          code: 0,
          message: '',
          data: {
            list: [
              { feedbackKey: 'f1', feedbackContent: 'hi', feedbackCreated: '2026-11-24 20:00:00' },
            ],
            pageCount: '1',
            currentPage: '1',
          },
        }),
      ),
    );
    const check = new Checker();
    const options = check.done(checkHealthSettings(check, { 'app-key': 'app', since: '24h' }));
    const logger = recordingLogger();
    const now = Date.parse('2026-11-24T13:00:00Z');
    const report = await runHealth(
      jobWith(testTransport(), logger, () => now),
      options,
    );
    expect(report.crashes).toMatchObject({ read: false, items: [] });
    expect(report.feedback.items).toEqual([
      {
        feedbackKey: 'f1',
        text: 'hi',
        images: 0,
        voice: false,
        created: '2026-11-24T12:00:00.000Z',
      },
    ]);
    expect(logger.lines.filter((line) => line.startsWith('warning'))).toHaveLength(1);
    expect(report.warnings[0]).toMatch(/^The crash groups could not be read: .*1122/);
  });
});
