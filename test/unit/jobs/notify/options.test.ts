/** The notification settings: every problem at once, and never a webhook's URL in a message. */
import { describe, expect, it } from 'vitest';
import { Checker } from '../../../../src/jobs/options/checker.js';
import { InvalidOptions } from '../../../../src/jobs/options/problems.js';
import { checkNotifyOptions, wantsNotice } from '../../../../src/jobs/notify/options.js';
import { notifyOptions } from '../../../helpers/notify.js';

function problemsOf(raw: Parameters<typeof checkNotifyOptions>[1]): string[] {
  const check = new Checker();
  try {
    check.done(checkNotifyOptions(check, raw));
    return [];
  } catch (error) {
    if (!(error instanceof InvalidOptions)) throw error;
    return error.problems.map(({ setting, problem }) => `${setting ?? ''}: ${problem}`);
  }
}

describe('checkNotifyOptions', () => {
  it('reports every bad setting at once, without quoting a URL', () => {
    const problems = problemsOf({
      'dingtalk-webhook': 'oapi.dingtalk.com/robot/send?access_token=t0ken-in-url',
      'feishu-secret': 'lonely-secret',
      'slack-webhook': 'ftp://hooks.slack.com/services/T/B/t0ken-in-url',
      'notify-on': 'sometimes',
      'notify-required': 'perhaps',
    });
    expect(problems).toEqual([
      'dingtalk-webhook: is not an http(s) URL (the value is a secret and is not shown)',
      'feishu-secret: is given without feishu-webhook',
      'slack-webhook: is not an http(s) URL (the value is a secret and is not shown)',
      'notify-on: "sometimes" is not one of success, failure, always',
      'notify-required: "perhaps" is not true or false',
    ]);
    expect(problems.join('\n')).not.toContain('t0ken');
  });

  it('no webhook: no target; notify-on always by default', () => {
    const options = notifyOptions({});
    expect(options).toMatchObject({ targets: [], on: 'always', required: false });
    expect(wantsNotice(options, 'success')).toBe(false);
  });

  it('notify-on picks the outcomes', () => {
    const slack = { 'slack-webhook': 'https://hooks.slack.com/services/T/B/x' };
    expect(wantsNotice(notifyOptions({ ...slack, 'notify-on': 'failure' }), 'success')).toBe(false);
    expect(wantsNotice(notifyOptions({ ...slack, 'notify-on': 'failure' }), 'failure')).toBe(true);
    expect(wantsNotice(notifyOptions({ ...slack, 'notify-on': 'success' }), 'success')).toBe(true);
    expect(wantsNotice(notifyOptions(slack), 'failure')).toBe(true);
  });
});
