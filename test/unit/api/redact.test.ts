import { describe, expect, it } from 'vitest';
import { quoteRedacted, redact, SecretSet } from '../../../src/api/redact.js';
import { PUBLIC_WEBHOOK_PARTS } from '../../../src/jobs/notify/channels.js';

const KEY = 'Zq7Kw3Vn9Xp2Lr5T';

describe('redact', () => {
  it('replaces a secret, also form- and URL-encoded, and ignores empty secrets', () => {
    const secret = 'p@ss word&1';
    const text = `${secret} ${encodeURIComponent(secret)} ${new URLSearchParams({ s: secret }).toString()}`;
    expect(redact(text, [secret, ''])).toBe('*** *** s=***');
  });

  it('replaces a secret as an HTML error page quotes it', () => {
    expect(redact('<pre>sig=a&amp;mac=Zq7K</pre>', ['a&mac=Zq7K'])).toBe('<pre>sig=***</pre>');
  });

  it('redacts a longer secret whole before a shorter one inside it', () => {
    expect(redact('sig=a&mac=Zq7K&end', ['Zq7K', 'a&mac=Zq7K'])).toBe('sig=***&end');
  });
});

describe('quoteRedacted', () => {
  it('redacts the whole text before it cuts, so no start of a secret is left at the cut', () => {
    const text = `${'.'.repeat(186)}_api_key=${KEY}&buildKey=b1`;
    expect(quoteRedacted(text, [KEY], 200)).toBe(`${'.'.repeat(186)}_api_key=***&b`);
  });

  it('replaces a trailing start of a secret (4 characters or more) that the text ends with', () => {
    expect(quoteRedacted(`echo: ${KEY.slice(0, 4)}`, [KEY], 200)).toBe('echo: ***');
    expect(quoteRedacted(`echo: ${KEY.slice(0, 11)}`, [KEY], 200)).toBe('echo: ***');
    expect(quoteRedacted(`key=${encodeURIComponent('a b&c=d').slice(0, 6)}`, ['a b&c=d'], 9)).toBe(
      'key=***',
    );
  });

  it('keeps a shorter trailing piece and text that only looks like a secret later on', () => {
    expect(quoteRedacted(`echo: ${KEY.slice(0, 3)}`, [KEY], 200)).toBe(`echo: ${KEY.slice(0, 3)}`);
    expect(quoteRedacted(KEY.slice(1, 6), [KEY], 200)).toBe(KEY.slice(1, 6));
    expect(quoteRedacted('0123456789', [KEY], 4)).toBe('0123');
  });
});

/** Issue 24.1: every part of a secret the docs promise, and no ordinary word besides. */
describe('redact: secrets in URLs', () => {
  const SLACK = 'https://hooks.slack.com/services/T000/B000/XXXX';
  const TEAMS =
    'https://prod.westeurope.logic.azure.com/workflows/0a1b/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig=Sg5x';
  const GENERIC = 'https://ci.example.com/notify/k9Zq?token=t0k';

  it.each([
    [
      'Slack, its short team, bot and token parts',
      SLACK,
      'no_team: team /T000/, bot /B000/, token=XXXX, POST /services/T000/B000/XXXX',
      'no_team: team /***/, bot /***/, token=***, POST ***',
    ],
    [
      'Teams, its workflow and sig',
      TEAMS,
      'bad sig: /workflows/0a1b/triggers?sig=Sg5x&sv=1.0',
      'bad sig: /workflows/***/triggers?sig=***&sv=1.0',
    ],
    [
      'a generic webhook, path and query',
      GENERIC,
      'GET /notify/k9Zq?token=t0k, then /notify/k9Zq/x with token=t0k',
      'GET ***, then /***/***/x with token=***',
    ],
  ])('%s', (_what, url, text, expected) => {
    expect(new SecretSet([url], PUBLIC_WEBHOOK_PARTS).redact(text)).toBe(expected);
  });

  it('leaves a short part alone outside a URL, and the platform’s public words everywhere', () => {
    const secrets = new SecretSet([SLACK, TEAMS], PUBLIC_WEBHOOK_PARTS);
    expect(secrets.redact('T000 services triggers manual send')).toBe(
      'T000 services triggers manual send',
    );
  });

  it('leaves a generic webhook’s plain words in text, and redacts them inside its URL', () => {
    const url = 'https://ci.example.com/webhooks/incoming/notifications/T0k3nAbc9?sig=signature';
    const text =
      '2 of 2 notifications could not be delivered to incoming webhooks; ' +
      'token T0k3nAbc9, sig signature, POST /x/notifications/y';
    expect(redact(text, [url])).toBe(
      '2 of 2 notifications could not be delivered to incoming webhooks; ' +
        'token ***, sig ***, POST /x/***/y',
    );
  });

  it('redacts an install password under 4 characters in a URL or a form only (README, Security)', () => {
    expect(redact('ab /ab/ ?p=ab&q=1 tab', ['ab'])).toBe('ab /***/ ?p=***&q=1 tab');
  });

  it('takes the public words from whoever builds the set: none unless given', () => {
    const url = 'https://receiver.example/zz9public/tok3n-secret';
    const text = 'zz9public tok3n-secret';
    expect(new SecretSet([url], new Set(['zz9public'])).redact(text)).toBe('zz9public ***');
    expect(new SecretSet([url]).redact(text)).toBe('*** ***');
  });

  it('redacts an install password alone in a URL: as a query value and as its own path segment', () => {
    const password = 'Pw7 +q/Kx&9=Zr';
    const query = new URL('https://x.example/');
    query.search = `?p=${password}`;
    const path = new URL(`https://x.example/${password}/next`);
    const text = `${query.href} ${path.href}`;
    expect(redact(text, [password])).not.toMatch(/Pw7|Zr/);
  });

  it('redacts the parts of a signed DingTalk URL: its token, timestamp and sign', () => {
    const signed = new URL('https://oapi.dingtalk.com/robot/send?access_token=tok1');
    signed.searchParams.set('timestamp', '1764165000123');
    signed.searchParams.set('sign', 'ab+cd/ef=');
    const echo = `sign not match: timestamp=1764165000123 sign=ab+cd/ef= ${signed.search}`;
    expect(redact(echo, [signed.href])).toBe(
      'sign not match: timestamp=*** sign=*** ?access_token=***&timestamp=***&sign=***',
    );
  });
});

describe('SecretSet.scrub', () => {
  it('redacts every string of a result: records copied, errors in place with their class', () => {
    const secrets = new SecretSet(['Kx7pQ2mZ9wLr']);
    const error = new RangeError('refused Kx7pQ2mZ9wLr');
    const result = { builds: [{ record: { buildName: 'App Kx7pQ2mZ9wLr' }, size: 3 }], error };
    const scrubbed = secrets.scrub(result);
    expect(scrubbed).toEqual({ builds: [{ record: { buildName: 'App ***' }, size: 3 }], error });
    expect(scrubbed.error).toBeInstanceOf(RangeError);
    expect(scrubbed.error.message).toBe('refused ***');
    expect(result.builds[0]?.record.buildName).toBe('App Kx7pQ2mZ9wLr');
  });
});
