/** The notification settings: every problem at once, and never a webhook's URL in a message. */
import { describe, expect, it } from 'vitest';
import { Checker } from '../../../../src/jobs/options/checker.js';
import { InvalidOptions, problemText } from '../../../../src/jobs/options/problems.js';
import { checkNotifyOptions, wantsNotice } from '../../../../src/jobs/notify/options.js';
import { notifyOptions } from '../../../helpers/notify.js';

function problemsOf(raw: Parameters<typeof checkNotifyOptions>[1]): string[] {
  const check = new Checker();
  try {
    check.done(checkNotifyOptions(check, raw));
    return [];
  } catch (error) {
    if (!(error instanceof InvalidOptions)) throw error;
    return error.problems.map(
      ({ setting, problem }) => `${setting ?? ''}: ${problemText(problem)}`,
    );
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

  it('refuses plain http but for loopback hosts (the URL carries the token)', () => {
    const problems = problemsOf({
      'dingtalk-webhook': 'http://oapi.dingtalk.com/robot/send?access_token=t0ken-in-url',
      'feishu-webhook': 'http://127.0.0.10.example/open-apis/bot/v2/hook/t0ken-in-url',
      'webhook-url': 'http://[::2]:8080/hooks/t0ken-in-url',
    });
    const refused =
      'is plain http: use https (http only to a loopback host; the value is not shown)';
    expect(problems).toEqual([
      `dingtalk-webhook: ${refused}`,
      `feishu-webhook: ${refused}`,
      `webhook-url: ${refused}`,
    ]);
    expect(problems.join('\n')).not.toContain('t0ken');
    for (const url of [
      'http://127.0.0.1:8080/hooks/t',
      'http://127.5.6.7/hooks/t',
      'http://[::1]:8080/hooks/t',
      'http://localhost:3000/hooks/t',
      'http://LOCALHOST./hooks/t',
    ]) {
      expect(problemsOf({ 'webhook-url': url }), url).toEqual([]);
    }
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
