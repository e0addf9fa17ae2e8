// The sandbox bounds what a request can make it hold (issue 9.8): the key is checked before the
// form is read, the form has limits, and the request log keeps only the most recent entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formLimits } from '../../../src/sandbox/form.js';
import type { Sandbox } from '../../../src/sandbox/server.js';
import { call, startTestSandbox } from './helpers.js';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const MiB = 1024 * 1024;
const boundary = 'hygiene-boundary';

/**
 * POSTs a multipart body of `count` fields of 1 MiB each, produced as it is read, and returns the
 * answer with how many bytes the sandbox had taken when it answered. Nothing holds the whole body.
 */
async function postManyFields(
  query: string,
  count: number,
  first: [string, string][] = [],
): Promise<{ code: number; sentBytes: number }> {
  const encoder = new TextEncoder();
  // Just under busboy's 1 MiB field bound, so that only the limits under test can trip.
  const value = 'x'.repeat(MiB - 64);
  const head = first.map(
    ([name, text]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
  );
  let index = 0;
  let sentBytes = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part =
        index < head.length
          ? head[index]
          : index < head.length + count
            ? `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\n${value}\r\n`
            : `--${boundary}--\r\n`;
      index += 1;
      const bytes = encoder.encode(part);
      sentBytes += bytes.length;
      controller.enqueue(bytes);
      if (index > head.length + count) controller.close();
    },
  });
  const abort = new AbortController();
  const response = await fetch(`${sandbox.url}/apiv2/app/listMy${query}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
    signal: abort.signal,
  });
  const answeredAt = sentBytes;
  const { code } = (await response.json()) as { code: number };
  abort.abort();
  return { code, sentBytes: answeredAt };
}

describe('a form of 300 fields of 1 MiB', () => {
  it('is refused with 1002 before a byte of it is read when the query key is wrong', async () => {
    const { code, sentBytes } = await postManyFields('?_api_key=wrong', 300);
    expect(code).toBe(1002);
    // What the sockets buffered, not the form: far below the 300 MiB offered.
    expect(sentBytes).toBeLessThan(16 * MiB);
  });

  it('is refused with 1001 when fields over 64 KiB precede the key', async () => {
    const { code, sentBytes } = await postManyFields('', 300);
    expect(code).toBe(1001);
    expect(sentBytes).toBeLessThan(16 * MiB);
  });

  it('is refused with 1081 past 2 MiB of fields even with the right key', async () => {
    const { code, sentBytes } = await postManyFields('', 300, [['_api_key', sandbox.apiKey]]);
    expect(code).toBe(1081);
    expect(sentBytes).toBeLessThan(16 * MiB);
  });

  it('still answers other requests afterwards', async () => {
    expect((await call(sandbox, 'app/listMy')).body.code).toBe(0);
  });
});

describe('form limits', () => {
  it('refuses more fields than formLimits.fields with 1081, and a field over 1 MiB', async () => {
    const many = new FormData();
    many.append('_api_key', sandbox.apiKey);
    for (let index = 0; index < formLimits.fields; index += 1) many.append(`f${index}`, 'x');
    const tooMany = await fetch(`${sandbox.url}/apiv2/app/listMy`, { method: 'POST', body: many });
    expect(tooMany.status).toBe(200);
    expect(((await tooMany.json()) as { code: number }).code).toBe(1081);

    const big = new FormData();
    big.append('_api_key', sandbox.apiKey);
    big.append('buildUpdateDescription', 'x'.repeat(MiB + 1));
    const tooBig = await fetch(`${sandbox.url}/apiv2/app/listMy`, { method: 'POST', body: big });
    expect(((await tooBig.json()) as { code: number }).code).toBe(1081);
  });

  it('refuses a urlencoded body over 1 MiB with 1081 and HTTP 200', async () => {
    const { status, body } = await call(sandbox, 'app/listMy', { notes: 'x'.repeat(MiB) });
    expect({ status, code: body.code }).toEqual({ status: 200, code: 1081 });
  });

  it('accepts a form at its limits', async () => {
    const form = new FormData();
    form.append('_api_key', sandbox.apiKey);
    for (let index = 1; index < formLimits.fields; index += 1) form.append(`f${index}`, 'x');
    const response = await fetch(`${sandbox.url}/apiv2/app/listMy`, { method: 'POST', body: form });
    expect(((await response.json()) as { code: number }).code).toBe(0);
  });
});

describe('the request log', () => {
  it('keeps the most recent requestLogSize requests', async () => {
    const small = await startTestSandbox({ requestLogSize: 3 });
    try {
      for (const operation of ['app/listMy', 'app/view', 'app/builds', 'app/check', 'app/listMy']) {
        await call(small, operation);
      }
      expect(small.requests.map(({ operation }) => operation)).toEqual([
        'app/builds',
        'app/check',
        'app/listMy',
      ]);
    } finally {
      await small.close();
    }
  });
});
