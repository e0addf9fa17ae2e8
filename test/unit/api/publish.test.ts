import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as timers from 'node:timers/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AfterStorageUploadError,
  ApiError,
  IncompleteAnswerError,
  NetworkError,
  PublishFailedError,
  PublishTimeoutError,
  StorageUploadError,
  uploadAndPublish,
  UploadOutcomeUnknownError,
  type Logger,
  type PublishRequest,
} from '../../../src/api/index.js';
import {
  operationUrl,
  serveUploadTokens,
  testTransport,
  useMockService,
} from '../../helpers/msw.js';
import { reply204, startStorageServer, type StorageReply } from '../../helpers/storage-server.js';
import { startUntrustedOrigin } from '../../helpers/untrusted-origin.js';

// The pauses of the code under test, seen (and skipped) where a test asks: real time otherwise.
vi.mock('node:timers/promises', async (importOriginal) => {
  const real = await importOriginal<typeof timers>();
  return { ...real, setTimeout: vi.fn(real.setTimeout) };
});

const server = useMockService();

const SIZE = 64 * 1024;
let file: string;
beforeAll(async () => {
  file = join(await mkdtemp(join(tmpdir(), 'publish-test-')), 'app.apk');
  await writeFile(file, Buffer.alloc(SIZE, 1));
});

let closeStorage: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeStorage?.();
  closeStorage = undefined;
});

/** Serves tokens (numbered k1, k2, …) pointing at a loopback storage server with `replies`. */
async function serveTokens(replies: StorageReply[] = [reply204]) {
  const storage = await startStorageServer(replies);
  closeStorage = storage.close;
  return { storage, tokens: serveUploadTokens(server, storage.url) };
}

/** The service's JSON envelope (service.md#envelope). */
interface Envelope {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * buildInfo answers each envelope (or response) in turn, the last one for ever; records the polled
 * keys.
 */
function serveBuildInfo(answers: (Envelope | (() => Response))[]) {
  const polled: string[] = [];
  server.use(
    http.get(operationUrl('app/buildInfo'), ({ request: sent }) => {
      polled.push(new URL(sent.url).searchParams.get('buildKey') ?? '');
      const answer = answers[Math.min(polled.length - 1, answers.length - 1)];
      return typeof answer === 'function' ? answer() : HttpResponse.json(answer);
    }),
  );
  return polled;
}

function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = {
    debug: () => undefined,
    info: (message) => lines.push(message),
    warning: (message) => lines.push(`warning: ${message}`),
  };
  return { lines, logger };
}

function request(overrides: Partial<PublishRequest> = {}): PublishRequest {
  return {
    filePath: file,
    fileSize: SIZE,
    buildType: 'android',
    settings: { buildInstallType: 1 },
    wait: true,
    waitTimeoutSeconds: 5,
    pollIntervalSeconds: 0.01,
    ...overrides,
  };
}

/**
 * buildInfo's answers for a key the service has no upload of, one for each check after an
 * uncertain attempt (service.md#uncertain-upload), `rounds` times: then the file goes again.
 */
function notFound(rounds = 1, code = 1093): Envelope[] {
  return Array.from({ length: 3 * rounds }, () => ({ code, message: 'not found' }));
}

/** Storage took the whole file, then the connection dropped before the answer. */
const lostAnswer: StorageReply = (sent) => sent.socket.destroy();
const badGateway: StorageReply = (_request, response) =>
  response.writeHead(502, { 'content-type': 'text/html' }).end('<html>502</html>');
const forbidden: StorageReply = (_request, response) =>
  response
    .writeHead(403)
    .end('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');

const published = {
  code: 0,
  message: '',
  data: {
    buildKey: 'k1',
    buildName: 'Demo',
    buildShortcutUrl: 'abcd',
    buildQRCodeURL: 'https://qr',
    buildFileSize: '65536',
  },
};

describe('uploadAndPublish', () => {
  it('uploads, polls through 1246 and 1247 with data.key, and returns the published build', async () => {
    const { storage } = await serveTokens();
    const polled = serveBuildInfo([
      { code: 1246, message: '' },
      { code: 1247, message: '' },
      published,
    ]);
    const { lines, logger } = recordingLogger();
    const build = await uploadAndPublish(testTransport({ logger }), request());
    expect(polled).toEqual(['k1', 'k1', 'k1']);
    expect(storage.uploads.map((upload) => upload.fields.key)).toEqual(['storage-k1']);
    expect(build).toMatchObject({
      buildKey: 'k1',
      published: true,
      fileName: 'app.apk',
      fileSize: 64 * 1024,
      buildShortcutUrl: 'abcd',
      installPageUrl: 'https://api.test.invalid/abcd',
      qrCodeUrl: 'https://qr',
      // This build's own page and QR code, which a newer build of the app does not take over.
      buildPageUrl: 'https://api.test.invalid/k1',
      // The record's buildQRCodeURL: the service's per-build QR code, under both names.
      buildQrCodeUrl: 'https://qr',
      iosInstallUrl: '',
      record: { buildName: 'Demo', buildFileSize: 65536 },
    });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^The service answers code 1246, the package is being parsed \(waited \d+ s of at most \d+ s\)$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^The service answers code 1247, app is being published \(waited /),
    );
    expect(lines.some((line) => line.startsWith('  100% (64 KiB of 64 KiB'))).toBe(true);
  });

  it("names the build by the published record's buildKey, not by the upload key", async () => {
    await serveTokens();
    const polled = serveBuildInfo([
      { code: 0, message: '', data: { buildKey: 'b77', buildName: 'Demo', buildShortcutUrl: '' } },
    ]);
    const build = await uploadAndPublish(testTransport(), request({ buildType: 'ios' }));
    expect(polled).toEqual(['k1']);
    expect(build).toMatchObject({
      buildKey: 'b77',
      uploadKey: 'k1',
      installPageUrl: 'https://api.test.invalid/b77',
      buildPageUrl: 'https://api.test.invalid/b77',
      buildQrCodeUrl: '',
      record: { buildKey: 'b77' },
    });
    expect(decodeURIComponent(build.iosInstallUrl)).toMatch(/\/app\/plist\/b77$/);
  });

  it('fails with PublishFailedError on 1216', async () => {
    await serveTokens();
    serveBuildInfo([
      { code: 1247, message: '' },
      { code: 1216, message: 'cannot parse' },
    ]);
    const error = await uploadAndPublish(testTransport(), request()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PublishFailedError);
    expect((error as Error).message).toContain('code 1216: cannot parse');
  });

  it('fails with PublishTimeoutError when the build never leaves 1247', async () => {
    await serveTokens();
    serveBuildInfo([{ code: 1247, message: '' }]);
    const error = await uploadAndPublish(
      testTransport(),
      request({ waitTimeoutSeconds: 0.1 }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PublishTimeoutError);
    expect((error as Error).message).toMatch(
      /^build k1 was not published after \d+ s \(last answer: code 1247/,
    );
  });

  it('polls through outages of no answer and 1098 until published, one line an outage, no warning', async () => {
    await serveTokens();
    const noAnswer = () => HttpResponse.error();
    const rateLimited = { code: 1098, message: '' };
    const publishing = { code: 1247, message: '' };
    // With one retry a poll makes two requests: the first outage lasts two polls, the second one.
    const polled = serveBuildInfo([
      publishing,
      noAnswer,
      noAnswer,
      rateLimited,
      rateLimited,
      publishing,
      noAnswer,
      noAnswer,
      published,
    ]);
    const { lines, logger } = recordingLogger();
    const build = await uploadAndPublish(
      testTransport({ logger, retries: 1 }),
      request({ waitTimeoutSeconds: 600 }),
    );
    expect(build).toMatchObject({ buildKey: 'k1', published: true });
    expect(polled).toHaveLength(9);
    // The first try of each outage shows (a retry's line); the poll says once that it goes on.
    expect(lines.filter((line) => line.startsWith('warning: '))).toEqual([]);
    expect(lines.filter((line) => line.includes('trying again'))).toEqual([
      expect.stringMatching(/^app\/buildInfo got no answer: .*; trying again/),
      expect.stringMatching(/^app\/buildInfo got no answer: .*; trying again/),
    ]);
    expect(lines.filter((line) => line.includes('until the wait'))).toEqual([
      expect.stringMatching(
        /^app\/buildInfo got no answer: .*; asking again every 0\.01 s until the wait's deadline \(600 s\)$/,
      ),
      expect.stringMatching(/^app\/buildInfo got no answer: /),
    ]);
    // Back after the outage: the answer is logged again.
    expect(lines.filter((line) => line.startsWith('The service answers code 1247'))).toHaveLength(
      2,
    );
  });

  it('fails with PublishTimeoutError naming the failure when an outage outlasts the deadline', async () => {
    await serveTokens();
    serveBuildInfo([
      { code: 1247, message: '' },
      { code: 1098, message: 'hourly limit' },
    ]);
    const { lines, logger } = recordingLogger();
    // Without retries the poll itself says so, once, as an info line: the wait goes on.
    const error = await uploadAndPublish(
      testTransport({ logger, retries: 0 }),
      request({ waitTimeoutSeconds: 3, pollIntervalSeconds: 0.2 }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PublishTimeoutError);
    expect((error as Error).message).toMatch(
      /^build k1 was not published after \d+ s \(last answer: app\/buildInfo failed with code 1098/,
    );
    expect(lines.filter((line) => line.startsWith('warning: '))).toEqual([]);
    expect(lines.filter((line) => line.includes('asking again'))).toEqual([
      expect.stringMatching(
        /^app\/buildInfo failed with code 1098: .*; asking again in 0\.4 s, less often while the service refuses \(at most every 60 s unless it asks for longer\), until the wait's deadline \(3 s\)$/,
      ),
    ]);
  });

  it('retries a storage 5xx and a reset with the file sent again in full', async () => {
    const reset: StorageReply = (sent) => sent.socket.destroy();
    const unavailable: StorageReply = (_request, response) => response.writeHead(503).end('busy');
    const { storage } = await serveTokens([reset, unavailable, reply204]);
    const polled = serveBuildInfo([...notFound(2), published]);
    await expect(uploadAndPublish(testTransport(), request())).resolves.toMatchObject({
      published: true,
    });
    expect(storage.uploads.map((upload) => upload.fileBytes)).toEqual([
      64 * 1024,
      64 * 1024,
      64 * 1024,
    ]);
    // Each failure came after the whole file: buildInfo was asked three times before each new
    // attempt, and once more for the wait.
    expect(polled).toEqual(Array(7).fill('k1'));
  });

  it('does not send the file again to a storage host whose certificate is not trusted, and says to set NODE_EXTRA_CA_CERTS', async () => {
    const storage = await startUntrustedOrigin();
    closeStorage = () => storage.close();
    const tokens = serveUploadTokens(server, storage.url);
    const polled = serveBuildInfo([published]);
    const error = await uploadAndPublish(testTransport({ retries: 3 }), request()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(NetworkError);
    // self-s*** : the test's token signature, `sig`, is redacted from the message.
    expect((error as Error).message).toMatch(
      /^storage upload got no answer: self-\S+ certificate in certificate chain; the server's TLS certificate is not trusted here, .*set NODE_EXTRA_CA_CERTS to the CA's PEM file/,
    );
    expect([storage.connections, tokens.issued, polled.length]).toEqual([1, 1, 0]);
  });

  it.each([
    ['no URL', 'cos bucket', 'its endpoint is no URL'],
    ['no http(s) URL', 'ftp://cos.test/', 'its endpoint is no http(s) URL'],
    [
      'http: while the API is https:',
      'http://cos.test/',
      'its endpoint cos.test is http: while the API is https: the file would not be encrypted',
    ],
  ])(
    'refuses a token whose storage endpoint is %s, once and before sending anything',
    async (_what, endpoint, problem) => {
      const tokens = serveUploadTokens(server, endpoint);
      const polled = serveBuildInfo([published]);
      const error = await uploadAndPublish(testTransport({ retries: 3 }), request()).catch(
        (caught: unknown) => caught,
      );
      expect((error as Error).message).toBe(
        `app/getCOSToken answered code 0 (success) without a storage endpoint it can use (${problem})`,
      );
      expect(error).toBeInstanceOf(IncompleteAnswerError);
      expect([tokens.issued, polled.length]).toEqual([1, 0]);
    },
  );

  it.each([1009, 1092, 1093])(
    'sends the file again once, with the same token, when buildInfo answers %i at every check after a reset',
    async (code) => {
      const { storage, tokens } = await serveTokens([lostAnswer, reply204]);
      const polled = serveBuildInfo([...notFound(1, code), published]);
      const { lines, logger } = recordingLogger();
      const build = await uploadAndPublish(testTransport({ logger }), request());
      expect(build).toMatchObject({ buildKey: 'k1', published: true });
      expect(tokens.issued).toBe(1);
      expect(storage.uploads.map((upload) => upload.fields.key)).toEqual([
        'storage-k1',
        'storage-k1',
      ]);
      expect(polled).toEqual(['k1', 'k1', 'k1', 'k1']);
      expect(lines).toContain(
        `The service does not have upload key k1 (code ${code}, answer 1 of 3); asking again in 0.01 s`,
      );
      expect(lines).toContain(
        `The service does not have upload key k1 (code ${code}, answer 3 of 3)`,
      );
    },
  );

  it('does not send the file again when a later check finds it after not-found answers', async () => {
    const { storage, tokens } = await serveTokens([lostAnswer, reply204]);
    const polled = serveBuildInfo([
      { code: 1009, message: '' },
      { code: 1246, message: '' },
      published,
    ]);
    const build = await uploadAndPublish(testTransport(), request());
    expect(build).toMatchObject({ buildKey: 'k1', published: true });
    expect(storage.uploads).toHaveLength(1);
    expect(tokens.issued).toBe(1);
    expect(polled).toEqual(['k1', 'k1', 'k1']);
  });

  it('spaces the checks by the poll interval, at most 5 s', async () => {
    await serveTokens([lostAnswer, reply204]);
    serveBuildInfo([{ code: 1093, message: '' }, { code: 1247, message: '' }, published]);
    const { lines, logger } = recordingLogger();
    const pausesMs: unknown[] = [];
    vi.mocked(sleep).mockImplementation((ms, value) => {
      pausesMs.push(ms);
      return Promise.resolve(value);
    });
    try {
      await uploadAndPublish(testTransport({ logger }), request({ pollIntervalSeconds: 30 }));
    } finally {
      vi.mocked(sleep).mockRestore();
    }
    expect(lines).toContain(
      'The service does not have upload key k1 (code 1093, answer 1 of 3); asking again in 5 s',
    );
    // The check after the not-found answer waited those 5 s (the first pause), not 30.
    expect(pausesMs[0]).toBe(5000);
  });

  it('stops when a check after not-found answers cannot say', async () => {
    const { storage } = await serveTokens([lostAnswer, reply204]);
    serveBuildInfo([
      { code: 1092, message: '' },
      { code: 1188, message: 'an error occurred' },
    ]);
    const error = await uploadAndPublish(testTransport(), request()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UploadOutcomeUnknownError);
    expect((error as Error).message).toContain('code 1188');
    expect(storage.uploads).toHaveLength(1);
  });

  it.each([
    ['a reset', lostAnswer],
    ['a 502 from a gateway', badGateway],
  ])(
    'does not send the file again when the service has it after %s that followed the whole file',
    async (_name, reply) => {
      const { storage, tokens } = await serveTokens([reply, reply204]);
      const polled = serveBuildInfo([{ code: 1247, message: '' }, published]);
      const { lines, logger } = recordingLogger();
      const build = await uploadAndPublish(testTransport({ logger }), request());
      expect(storage.uploads).toHaveLength(1);
      expect(tokens.issued).toBe(1);
      expect(polled).toEqual(['k1', 'k1']);
      expect(build).toMatchObject({ buildKey: 'k1', published: true });
      expect(lines).toContain(
        'The service has upload key k1 (code 1247); the file is not sent again',
      );
    },
  );

  it('asks buildInfo again before taking a new token on a 403 that follows a lost answer', async () => {
    const { storage, tokens } = await serveTokens([lostAnswer, forbidden, reply204]);
    // Not there at the first checks, there after the 403: the first upload did land.
    const polled = serveBuildInfo([...notFound(), { code: 1246, message: '' }, published]);
    const build = await uploadAndPublish(testTransport(), request());
    expect(tokens.issued).toBe(1);
    expect(storage.uploads).toHaveLength(2);
    expect(polled).toEqual(Array(5).fill('k1'));
    expect(build.buildKey).toBe('k1');
  });

  it('takes a new token on that 403 when buildInfo still refuses the first key', async () => {
    const { storage, tokens } = await serveTokens([lostAnswer, forbidden, reply204]);
    const polled = serveBuildInfo([
      ...notFound(2, 1009),
      { ...published, data: { ...published.data, buildKey: 'k2' } },
    ]);
    const build = await uploadAndPublish(testTransport(), request());
    expect(tokens.issued).toBe(2);
    expect(storage.uploads.map((upload) => upload.fields.key)).toEqual([
      'storage-k1',
      'storage-k1',
      'storage-k2',
    ]);
    expect(polled).toEqual([...Array<string>(6).fill('k1'), 'k2']);
    expect(build.buildKey).toBe('k2');
  });

  it('stops, rather than send the file again, when buildInfo cannot say whether it arrived', async () => {
    const { storage } = await serveTokens([lostAnswer, reply204]);
    server.use(
      http.get(operationUrl('app/buildInfo'), () =>
        HttpResponse.text('<html>502</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );
    const error = await uploadAndPublish(testTransport({ retries: 1 }), request()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UploadOutcomeUnknownError);
    expect((error as Error).message).toMatch(
      /^storage upload of upload key k1: storage upload got no answer: .*, after the whole file was sent; buildInfo could not tell whether the service has it \(app\/buildInfo answered HTTP 502/,
    );
    expect(storage.uploads).toHaveLength(1);
  });

  // Only 1009, 1092 and 1093 say the service has nothing under the key
  // (service.md#uncertain-upload).
  const unsure: [string, () => Response][] = [
    [
      'a 5xx envelope after retries',
      () => HttpResponse.json({ code: 1188, message: 'an error occurred' }, { status: 500 }),
    ],
    ['code 1188', () => HttpResponse.json({ code: 1188, message: 'an error occurred' })],
    ['code 1099', () => HttpResponse.json({ code: 1099, message: '' })],
    ['code 1008', () => HttpResponse.json({ code: 1008, message: '' })],
    ['1098 after retries', () => HttpResponse.json({ code: 1098, message: '' })],
    ['no answer', () => HttpResponse.error()],
    ['code 0 without the build record', () => HttpResponse.json({ code: 0, message: '' })],
  ];

  it.each(unsure)(
    'after a lost answer, stops with UploadOutcomeUnknownError when buildInfo answers %s',
    async (_name, answer) => {
      const { storage, tokens } = await serveTokens([lostAnswer, reply204]);
      server.use(http.get(operationUrl('app/buildInfo'), answer));
      const error = await uploadAndPublish(testTransport({ retries: 1 }), request()).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(UploadOutcomeUnknownError);
      expect(storage.uploads).toHaveLength(1);
      expect(tokens.issued).toBe(1);
    },
  );

  it('takes no new token on a 403 after a lost answer when buildInfo answers another code', async () => {
    const { storage, tokens } = await serveTokens([lostAnswer, forbidden, reply204]);
    // 1093 lets the second attempt go; the look after the 403 gets 1188, which proves nothing.
    serveBuildInfo([...notFound(), { code: 1188, message: 'an error occurred' }, published]);
    const error = await uploadAndPublish(testTransport({ retries: 1 }), request()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UploadOutcomeUnknownError);
    expect((error as Error).message).toContain('code 1188');
    expect(storage.uploads).toHaveLength(2);
    expect(tokens.issued).toBe(1);
  });

  it('asks for a new token after a 403 from storage and polls the new key', async () => {
    const { tokens } = await serveTokens([forbidden, reply204]);
    const polled = serveBuildInfo([{ ...published, data: { ...published.data, buildKey: 'k2' } }]);
    const { lines, logger } = recordingLogger();
    const build = await uploadAndPublish(testTransport({ logger }), request());
    expect(tokens.issued).toBe(2);
    expect(polled).toEqual(['k2']);
    expect(build.buildKey).toBe('k2');
    expect(lines.some((line) => line.includes('asking for a new upload token'))).toBe(true);
  });

  it('gives up after a second 403', async () => {
    const accessDenied: StorageReply = (_request, response) =>
      response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
    const { tokens } = await serveTokens([accessDenied]);
    await expect(uploadAndPublish(testTransport(), request())).rejects.toBeInstanceOf(
      StorageUploadError,
    );
    expect(tokens.issued).toBe(2);
  });

  it('returns after the upload without waiting when wait is false, with the buildKey install page', async () => {
    await serveTokens();
    const polled = serveBuildInfo([published]);
    const build = await uploadAndPublish(
      testTransport(),
      request({ wait: false, buildType: 'ios', filePath: file }),
    );
    expect(polled).toEqual([]);
    expect(build).toMatchObject({
      buildKey: 'k1',
      uploadKey: 'k1',
      published: false,
      installPageUrl: 'https://api.test.invalid/k1',
      record: {},
    });
    expect(build.iosInstallUrl).toContain('itms-services://');
  });

  it('keeps polling after code 0 without the build record, saying what the service answered', async () => {
    await serveTokens();
    const polled = serveBuildInfo([{ code: 0, message: '', data: [] }, published]);
    const { lines, logger } = recordingLogger();
    const build = await uploadAndPublish(testTransport({ logger }), request());
    expect(polled).toEqual(['k1', 'k1']);
    expect(build.published).toBe(true);
    const said = lines.find((line) => line.includes('without the build record'));
    expect(said).toMatch(/app\/buildInfo answered code 0 \(success\) without the build record/);
    expect(said).not.toMatch(/HTTP|content type/);
  });

  it('sends the HarmonyOS certificate and dependencies before polling', async () => {
    await serveTokens();
    const calls: string[] = [];
    server.use(
      http.post(operationUrl('app/uploadHarmonyCert'), () => {
        calls.push('cert');
        return HttpResponse.json({ code: 0, message: '' });
      }),
      http.post(operationUrl('app/uploadHarmonyHsp'), () => {
        calls.push('hsp');
        return HttpResponse.json({ code: 0, message: '' });
      }),
    );
    serveBuildInfo([published]);
    await uploadAndPublish(
      testTransport(),
      request({
        buildType: 'harmony',
        harmony: { certificatePath: file, certificatePassword: 'pw', hspPaths: [file, file] },
      }),
    );
    expect(calls).toEqual(['cert', 'hsp', 'hsp']);
  });

  it.each([
    ['the certificate', 'app/uploadHarmonyCert'],
    ['a dependency', 'app/uploadHarmonyHsp'],
  ])(
    'says the package is stored under its upload key when the service refuses %s',
    async (_name, refused) => {
      const { storage } = await serveTokens();
      // The first handler of an operation answers: the refusal, else success.
      server.use(
        http.post(operationUrl(refused), () =>
          HttpResponse.json({ code: 1097, message: 'signature error' }),
        ),
        ...['app/uploadHarmonyCert', 'app/uploadHarmonyHsp'].map((operation) =>
          http.post(operationUrl(operation), () => HttpResponse.json({ code: 0, message: '' })),
        ),
      );
      const polled = serveBuildInfo([published]);
      const error = await uploadAndPublish(
        testTransport(),
        request({
          buildType: 'harmony',
          harmony: { certificatePath: file, certificatePassword: 'pw', hspPaths: [file] },
        }),
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AfterStorageUploadError);
      expect((error as AfterStorageUploadError).cause).toBeInstanceOf(ApiError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^${refused.replace('/', '\\/')} failed with code 1097: .*; the package itself is already stored under upload key k1, so uploading the file again makes a second build`,
        ),
      );
      expect(storage.uploads).toHaveLength(1);
      expect(polled).toEqual([]);
    },
  );

  it('says the package is stored when buildInfo answers a code the wait does not expect', async () => {
    await serveTokens();
    serveBuildInfo([
      { code: 1247, message: '' },
      { code: 1001, message: 'api key error' },
    ]);
    const error = await uploadAndPublish(testTransport(), request()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AfterStorageUploadError);
    expect((error as Error).message).toMatch(
      /^the API key is missing \(service code 1001\); the package itself is already stored under upload key k1/,
    );
  });

  // Not 204 and not COS's XML refusal: storage may have kept the file (service.md#cos-errors).
  const unclear: [string, StorageReply][] = [
    ['200', (_request, response) => response.writeHead(200).end()],
    [
      '201 with an XML body',
      (_request, response) =>
        response.writeHead(201).end('<PostResponse><Key>storage-k1</Key></PostResponse>'),
    ],
    [
      'a redirect',
      (_request, response) => response.writeHead(302, { location: 'https://elsewhere' }).end(),
    ],
    [
      "a proxy's HTML 404",
      (_request, response) =>
        response.writeHead(404, { 'content-type': 'text/html' }).end('<html>404</html>'),
    ],
  ];

  it.each(unclear)(
    'asks buildInfo after %s that followed the whole file, and takes the upload as done when the service has it',
    async (_name, reply) => {
      const { storage, tokens } = await serveTokens([reply, reply204]);
      const polled = serveBuildInfo([{ code: 1247, message: '' }, published]);
      const build = await uploadAndPublish(testTransport(), request());
      expect(storage.uploads).toHaveLength(1);
      expect(tokens.issued).toBe(1);
      expect(polled).toEqual(['k1', 'k1']);
      expect(build).toMatchObject({ buildKey: 'k1', published: true });
    },
  );

  it.each(unclear)(
    'fails without sending the file again after %s when buildInfo says the service has nothing',
    async (_name, reply) => {
      const { storage, tokens } = await serveTokens([reply, reply204]);
      const polled = serveBuildInfo([...notFound(), published]);
      const error = await uploadAndPublish(testTransport(), request()).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(StorageUploadError);
      expect(storage.uploads).toHaveLength(1);
      expect(tokens.issued).toBe(1);
      expect(polled).toEqual(['k1', 'k1', 'k1']);
    },
  );

  it('names the upload key when buildInfo cannot say whether a 200 upload is stored', async () => {
    const { storage } = await serveTokens([
      (_request, response) => response.writeHead(200).end(),
      reply204,
    ]);
    serveBuildInfo([{ code: 1188, message: 'an error occurred' }]);
    const error = await uploadAndPublish(testTransport(), request()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UploadOutcomeUnknownError);
    expect((error as Error).message).toMatch(
      /^storage upload of upload key k1: storage upload failed with HTTP 200: .*, after the whole file was sent; buildInfo could not tell/,
    );
    expect(storage.uploads).toHaveLength(1);
  });

  it("fails at once on COS's XML refusal of a 4xx, without asking buildInfo", async () => {
    const { storage, tokens } = await serveTokens([
      (_request, response) =>
        response
          .writeHead(400)
          .end('<Error><Code>InvalidArgument</Code><Message>bad field</Message></Error>'),
    ]);
    const polled = serveBuildInfo([published]);
    const error = await uploadAndPublish(testTransport(), request()).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StorageUploadError);
    expect((error as Error).message).toBe(
      'storage upload failed with HTTP 400 InvalidArgument: bad field',
    );
    expect(polled).toEqual([]);
    expect(storage.uploads).toHaveLength(1);
    expect(tokens.issued).toBe(1);
  });
});
