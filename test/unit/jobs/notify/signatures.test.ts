/**
 * Known-answer signatures, computed apart from our code from each platform's documented algorithm,
 * checked against both our senders and the sandbox's receivers: the same wrong algorithm on both
 * sides would pass a round trip but not these.
 *
 * Computed with openssl 3:
 *   printf '1700000000000\nSECtest' | openssl dgst -sha256 -hmac SECtest -binary | base64
 *   printf '' | openssl dgst -sha256 -hmac "$(printf '1700000000\nfeishu-secret')" -binary | base64
 *   printf '{"event":"published"}' | openssl dgst -sha256 -hmac hook-secret
 */
import { describe, expect, it } from 'vitest';
import { jsonRequest } from '../../../../src/jobs/notify/platforms/platform.js';
import { dingtalk } from '../../../../src/jobs/notify/platforms/dingtalk.js';
import { feishu } from '../../../../src/jobs/notify/platforms/feishu.js';
import { webhook } from '../../../../src/jobs/notify/platforms/webhook.js';
import { DINGTALK as DINGTALK_RECEIVER } from '../../../../src/sandbox/chat/dingtalk.js';
import { FEISHU as FEISHU_RECEIVER } from '../../../../src/sandbox/chat/feishu.js';
import { WEBHOOK as WEBHOOK_RECEIVER } from '../../../../src/sandbox/chat/webhook.js';

const DINGTALK = {
  secret: 'SECtest',
  timestampMs: 1700000000000,
  sign: 'aZLLrriXgn05YbwaGR7knYsLeJADjr9NwLaNNKpxh4g=',
  query: 'sign=aZLLrriXgn05YbwaGR7knYsLeJADjr9NwLaNNKpxh4g%3D',
};
const FEISHU = {
  secret: 'feishu-secret',
  timestamp: '1700000000',
  sign: 'OrBzY1Y01Gq+HgJsl+7OfWcMVwc7YocohQm5iiZwjhU=',
};
const WEBHOOK = {
  secret: 'hook-secret',
  body: '{"event":"published"}',
  signature: 'sha256=ccec9996af0de88c8cbd0474825978c49cd99e599795b3b67ecf1caceef518e2',
};

const MARKDOWN = JSON.stringify({ msgtype: 'markdown', markdown: { title: 't', text: 'x' } });
const CARD = { msg_type: 'interactive', card: { elements: [{ tag: 'hr' }] } };

function dingtalkUrl(sign: string, timestamp = String(DINGTALK.timestampMs)): URL {
  const url = new URL('https://oapi.dingtalk.com/robot/send?access_token=tok');
  url.searchParams.set('timestamp', timestamp);
  url.searchParams.set('sign', sign);
  return url;
}

function dingtalkAnswer(sign: string): unknown {
  const answer = DINGTALK_RECEIVER.receive(
    { url: dingtalkUrl(sign), headers: {}, body: MARKDOWN },
    { token: 'tok', secret: DINGTALK.secret, nowMs: DINGTALK.timestampMs },
  );
  return JSON.parse(answer.body);
}

function feishuAnswer(sign: string): unknown {
  const answer = FEISHU_RECEIVER.receive(
    {
      url: new URL('https://open.feishu.cn/open-apis/bot/v2/hook/tok'),
      headers: {},
      body: JSON.stringify({ timestamp: FEISHU.timestamp, sign, ...CARD }),
    },
    { token: 'tok', secret: FEISHU.secret, nowMs: Number(FEISHU.timestamp) * 1000 },
  );
  return JSON.parse(answer.body);
}

function webhookStatus(signature: string): number {
  return WEBHOOK_RECEIVER.receive(
    {
      url: new URL('https://hooks.example/hooks/tok'),
      headers: { 'x-pgyer-signature': signature },
      body: WEBHOOK.body,
    },
    { token: 'tok', secret: WEBHOOK.secret, nowMs: 0 },
  ).status;
}

/** The same bytes in base64url, as Node's lenient decoder also takes. */
function base64url(sign: string): string {
  return Buffer.from(sign, 'base64').toString('base64url');
}

describe('DingTalk 加签', () => {
  it('the sender signs as DingTalk documents', () => {
    const signed = dingtalk.sign?.(
      jsonRequest(new URL('https://oapi.dingtalk.com/robot/send?access_token=tok'), {}),
      DINGTALK.secret,
      DINGTALK.timestampMs,
    );
    expect(signed?.url.searchParams.get('timestamp')).toBe(String(DINGTALK.timestampMs));
    expect(signed?.url.search).toContain(DINGTALK.query);
  });

  it('the receiver takes the documented signature', () => {
    expect(dingtalkAnswer(DINGTALK.sign)).toMatchObject({ errcode: 0 });
  });

  it.each([
    ['base64url', base64url(DINGTALK.sign)],
    ['unpadded with junk after', `${DINGTALK.sign.slice(0, -1)}!!`],
    ['padded with junk after', `${DINGTALK.sign}AAAA`],
  ])('the receiver refuses the signature in %s', (_, sign) => {
    expect(dingtalkAnswer(sign)).toMatchObject({ errcode: 310000, errmsg: 'sign not match' });
  });
});

describe('Feishu 签名校验', () => {
  it('the sender signs as Feishu documents', () => {
    const signed = feishu.sign?.(
      jsonRequest(new URL('https://open.feishu.cn/open-apis/bot/v2/hook/tok'), CARD),
      FEISHU.secret,
      Number(FEISHU.timestamp) * 1000 + 999,
    );
    expect(JSON.parse(signed?.body ?? '{}')).toMatchObject({
      timestamp: FEISHU.timestamp,
      sign: FEISHU.sign,
    });
  });

  it('the receiver takes the documented signature', () => {
    expect(feishuAnswer(FEISHU.sign)).toMatchObject({ code: 0 });
  });

  it.each([
    ['base64url', base64url(FEISHU.sign)],
    ['unpadded with junk after', `${FEISHU.sign.slice(0, -1)}!!`],
    ['padded with junk after', `${FEISHU.sign}AAAA`],
  ])('the receiver refuses the signature in %s', (_, sign) => {
    expect(feishuAnswer(sign)).toMatchObject({ code: 19021 });
  });
});

describe('generic webhook X-Pgyer-Signature', () => {
  it('the sender signs the body with HMAC-SHA256 in hex', () => {
    const signed = webhook.sign?.(
      { url: new URL('https://hooks.example/hooks/tok'), headers: {}, body: WEBHOOK.body },
      WEBHOOK.secret,
      0,
    );
    expect(signed?.headers['x-pgyer-signature']).toBe(WEBHOOK.signature);
  });

  it('the receiver takes the documented signature', () => {
    expect(webhookStatus(WEBHOOK.signature)).toBe(200);
  });

  it.each([
    ['upper-case hex', `sha256=${WEBHOOK.signature.slice(7).toUpperCase()}`],
    ['hex with junk after', `${WEBHOOK.signature}zz`],
    ['hex with a bad character after an even prefix', `${WEBHOOK.signature}0x`],
  ])('the receiver refuses the signature in %s', (_, signature) => {
    expect(webhookStatus(signature)).toBe(401);
  });
});
