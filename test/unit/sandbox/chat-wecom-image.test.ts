/**
 * The sandbox's WeCom robot takes an image message as WeCom documents it (msgtype image, the
 * picture's base64 and the md5 of the picture, a JPG or PNG of at most 2 MB) and refuses others,
 * so the notify tests would see a malformed QR code message fail.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WECOM } from '../../../src/sandbox/chat/wecom.js';

const CONFIG = { token: 'robot-key', nowMs: 0 };
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 1)]);

/** The robot's errcode and errmsg for an image message of `picture` with `md5`. */
function answer(picture: Buffer, md5 = createHash('md5').update(picture).digest('hex')) {
  const body = JSON.stringify({
    msgtype: 'image',
    image: { base64: picture.toString('base64'), md5 },
  });
  const url = new URL('http://127.0.0.1/cgi-bin/webhook/send?key=robot-key');
  const reply = WECOM.receive({ url, headers: {}, body }, CONFIG);
  return JSON.parse(reply.body) as { errcode: number; errmsg: string };
}

describe('the WeCom robot of the sandbox, image messages', () => {
  it('takes a PNG with its md5', () => {
    expect(answer(PNG)).toMatchObject({ errcode: 0 });
  });

  it('refuses a wrong md5, a picture that is no PNG or JPG, and one over 2 MB', () => {
    expect(answer(PNG, '0'.repeat(32)).errmsg).toBe('image.md5 not match');
    expect(answer(Buffer.from('GIF89a')).errmsg).toBe('image must be jpg or png');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(answer(big).errmsg).toBe('image size exceed max 2M');
  });
});
