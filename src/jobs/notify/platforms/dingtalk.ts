/**
 * DingTalk custom robot (群自定义机器人): a markdown message with the QR code as an image. The
 * optional signing secret (加签) adds `timestamp` (ms) and `sign` to the URL: base64 of
 * HMAC-SHA256 over `timestamp + "\n" + secret`, keyed with the secret. Answers: HTTP 200 with
 * `errcode`/`errmsg`; 130101 and 660026 are its rate limits (20 messages a minute a robot).
 */
import { createHmac } from 'node:crypto';
import { markdownLines } from '../markdown.js';
import type { NotifyMessage } from '../message.js';
import { envelopeVerdict, type Platform } from './platform.js';
import { chatPlain, truncateBytes } from '../text.js';

/** The markdown text's cap in bytes, well under what DingTalk takes (20,000 bytes). */
export const DINGTALK_TEXT_BYTES = 18_000;

/** The DingTalk markdown message of `message`. */
export function dingtalkPayload(message: NotifyMessage): unknown {
  const text = markdownLines(message, {
    maxBuilds: 5,
    images: true,
    notesBytes: 2000,
    textBytes: 300,
    maxFailures: 10,
  }).join('\n');
  return {
    msgtype: 'markdown',
    markdown: {
      // The notification's preview line: plain text on the phone's lock screen, not markdown.
      title: truncateBytes(chatPlain(message.title.replace(/\s+/g, ' ')), 100),
      text: truncateBytes(text, DINGTALK_TEXT_BYTES),
    },
  };
}

/** DingTalk's `sign` of `timestamp` (ms) with `secret`, before URL encoding. */
export function dingtalkSign(timestamp: string, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
}

/** The DingTalk custom robot. */
export const dingtalk: Platform = {
  payload: dingtalkPayload,
  sign(request, secret, nowMs) {
    const url = new URL(request.url);
    const timestamp = String(nowMs);
    url.searchParams.set('timestamp', timestamp);
    url.searchParams.set('sign', dingtalkSign(timestamp, secret));
    return { ...request, url };
  },
  verdict: (answer) =>
    envelopeVerdict(answer, {
      code: 'errcode',
      message: 'errmsg',
      rateLimited: [130101, 660026],
      // "sign not match", "keywords not in content", an IP not allowed: the robot's security.
      securityRefused: [310000],
    }),
  securityHint: (name) =>
    `check ${name('dingtalk-secret')} (the robot's signing secret), or, for a robot with keywords, put one in ${name('notify-title')}`,
};
