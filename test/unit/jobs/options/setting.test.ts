/** One declaration per setting: what the front-ends derive from it. */
import { describe, expect, it } from 'vitest';
import { Checker } from '../../../../src/jobs/options/checker.js';
import {
  booleanSetting,
  helpSentence,
  integerSetting,
  receiptValues,
  secretValues,
  textSetting,
} from '../../../../src/jobs/options/setting.js';
import { UPLOAD_SETTINGS } from '../../../../src/jobs/upload/options.js';

const timeout = integerSetting({
  name: 'wait-timeout-seconds',
  help: 'give up waiting after this many seconds',
  value: '<n>',
  range: { min: 1, max: 21_600 },
  fallback: 600,
});
const key = textSetting({ name: 'api-key', help: 'the key', required: true, secret: {} });
const notes = textSetting({ name: 'notes', help: 'notes', receipt: false });
const wait = booleanSetting({ name: 'wait', help: 'wait', fallback: true });

describe('a setting declared once', () => {
  it('states its range in the help line and its default once, for the rule too', () => {
    expect(timeout.help).toBe('give up waiting after this many seconds, 1 to 21600');
    expect(timeout.default).toBe('600');
    const check = new Checker();
    expect(timeout.check(check, undefined)).toBe(600);
    expect(timeout.check(check, '0')).toBe(600);
    expect(() => check.done(0)).toThrow('wait-timeout-seconds: 0 is not between 1 and 21600');
  });

  it('begins a manifest description as a sentence, Required. first when required', () => {
    expect(helpSentence(timeout)).toBe('Give up waiting after this many seconds, 1 to 21600.');
    expect(helpSentence(key)).toBe('Required. The key.');
  });

  it('gives the secret values of raw settings, each value of a list, blanks left out', () => {
    const settings = [key, timeout, textSetting({ name: 'token', help: 't', secret: {} })];
    expect(secretValues(settings, { 'api-key': ' k3y ', token: [' ', 't0k'], x: 'no' })).toEqual([
      'k3y',
      't0k',
    ]);
  });

  it('shows in a receipt every setting but secrets and those declared receipt: false', () => {
    const shown = receiptValues(
      [key, timeout, notes, wait],
      { 'api-key': 'k', notes: 'n' },
      new Checker(),
    );
    expect(shown).toEqual({ 'wait-timeout-seconds': 600, wait: true });
  });

  it('marks the upload secrets: api key, install password, certificate password', () => {
    expect(UPLOAD_SETTINGS.filter((setting) => 'secret' in setting).map((s) => s.name)).toEqual([
      'api-key',
      'password',
      'harmony-certificate-password',
    ]);
  });
});
