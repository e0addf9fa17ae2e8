/**
 * The notify job's settings, declared once (src/jobs/options/setting.ts) and derived from the chat
 * platforms it lists (CHANNELS): a new platform is its platform file, one CHANNELS entry and the
 * manifests' inputs, and this test says which of those is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { InvalidOptions, problemText } from '../../../../src/jobs/options/problems.js';
import { namesOf, secretsOf } from '../../../../src/jobs/options/setting.js';
import {
  CHANNELS,
  checkNotifyJobOptions,
  NOTIFY_JOB_SETTINGS,
  NOTIFY_SETTINGS,
  WEBHOOK_SETTINGS,
} from '../../../../src/jobs/notify/options.js';
import { PLATFORMS } from '../../../../src/jobs/notify/platforms/index.js';
import { CHAT_PLATFORMS } from '../../../../src/sandbox/chat/server.js';

/** The input names of an action.yml. */
function inputsOf(file: string): string[] {
  return Object.keys((parse(readFileSync(file, 'utf8')) as { inputs: object }).inputs);
}

describe('each chat platform (CHANNELS)', () => {
  it.each(CHANNELS.map((channel) => [channel.id, channel] as const))(
    '%s has its platform file, its registry entry, its settings and its inputs',
    (id, channel) => {
      expect(existsSync(`src/jobs/notify/platforms/${id}.ts`), 'platform file').toBe(true);
      expect(PLATFORMS[id], 'entry in platforms/index.ts').toBeDefined();
      const names = [channel.webhook, ...(channel.secret ? [channel.secret] : [])];
      expect(namesOf(WEBHOOK_SETTINGS), 'its settings').toEqual(expect.arrayContaining(names));
      for (const manifest of ['action.yml', 'notify/action.yml']) {
        expect(inputsOf(manifest), manifest).toEqual(expect.arrayContaining(names));
      }
    },
  );

  it('has no registry entry without a CHANNELS entry, and a receiver in the sandbox', () => {
    const ids = CHANNELS.map(({ id }) => id).sort();
    expect(Object.keys(PLATFORMS).sort()).toEqual(ids);
    // The e2e tests send to every platform's sandbox receiver (src/sandbox/chat).
    expect([...CHAT_PLATFORMS].sort()).toEqual(ids);
  });
});

describe('the notify settings', () => {
  it('hold every webhook URL and signing secret secret, read from PGYER_<NAME>', () => {
    const secrets = secretsOf(NOTIFY_JOB_SETTINGS);
    expect(namesOf(secrets)).toEqual(
      CHANNELS.flatMap(({ webhook, secret }) => (secret ? [webhook, secret] : [webhook])),
    );
    expect(secrets.map((setting) => setting.secret?.env)).toContain('PGYER_DINGTALK_WEBHOOK');
    expect(namesOf(NOTIFY_SETTINGS)).toEqual([
      ...namesOf(secrets),
      'notify-on',
      'notify-required',
      'notify-title',
    ]);
  });

  it('names every webhook setting when none was given', () => {
    let problems: string[] = [];
    try {
      checkNotifyJobOptions({ 'upload-outcome': 'failure' });
    } catch (error) {
      if (!(error instanceof InvalidOptions)) throw error;
      problems = error.problems.map(({ problem }) => problemText(problem));
    }
    const webhooks = CHANNELS.map(({ webhook }) => webhook);
    expect(problems).toEqual([`no webhook was given: set at least one of ${webhooks.join(', ')}`]);
  });
});
