// `npm run sandbox`: runs the sandbox in the foreground until SIGINT or SIGTERM.
import { parseArgs } from 'node:util';
import { startSandbox, type Sandbox } from './server.js';

// bytebuffer (under app-info-parser) calls the deprecated Buffer(). Once bundled, Node no longer
// sees that this is a dependency's code and warns on the first APK; users cannot act on it.
process.noDeprecation = true;

const usage = `Usage: npm run sandbox -- [options]

A local emulator of the Pgyer API 2.0 and its upload storage, for demos and tests.

Options:
  --host <address>           interface to listen on (default 127.0.0.1)
  --port <number>            TCP port (default 0: any free port)
  --api-key <key>            the _api_key to accept (default: random)
  --user-key <key>           the userKey app/updateApp needs (default: random)
  --parse-delay-ms <ms>      how long a new upload answers 1246 (default 300)
  --publish-delay-ms <ms>    then how long it answers 1247 (default 1000)
  --data-dir <path>          where uploads are stored (default: a temporary directory)
  --latency-ms <ms>          added before every API answer, like the real service's round trip (default 0)
  --distinct-upload-keys     give each published build a buildKey other than its upload token's key
  --seed-builds <count>      create an Android app with this many builds and print its appKey
  --help                     show this help
`;

const { values } = parseArgs({
  options: {
    host: { type: 'string' },
    port: { type: 'string' },
    'api-key': { type: 'string' },
    'user-key': { type: 'string' },
    'parse-delay-ms': { type: 'string' },
    'publish-delay-ms': { type: 'string' },
    'data-dir': { type: 'string' },
    'latency-ms': { type: 'string' },
    'seed-builds': { type: 'string' },
    'distinct-upload-keys': { type: 'boolean' },
    help: { type: 'boolean' },
  },
  strict: true,
});

if (values.help === true) {
  process.stdout.write(usage);
} else {
  const number = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  const sandbox = await startSandbox({
    host: values.host,
    port: number(values.port),
    apiKey: values['api-key'],
    userKey: values['user-key'],
    parseDelayMs: number(values['parse-delay-ms']),
    publishDelayMs: number(values['publish-delay-ms']),
    dataDir: values['data-dir'],
    latencyMs: number(values['latency-ms']),
    distinctUploadKeys: values['distinct-upload-keys'],
  });
  const seeded = seedApp(sandbox, number(values['seed-builds']) ?? 0);
  // Printing the keys is the point of this command: it is a local emulator whose keys are
  // generated for this run and are worthless anywhere else.
  process.stdout.write(
    [
      `Pgyer sandbox listening on ${sandbox.url}`,
      `  api-url:  ${sandbox.url}`,
      `  api-key:  ${sandbox.apiKey}`,
      `  user-key: ${sandbox.userKey}`,
      ...(seeded ? [`  app-key:  ${seeded} (seeded builds)`] : []),
      `Try: curl -s -d _api_key=${sandbox.apiKey} ${sandbox.url}/apiv2/app/listMy`,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
  // close() is idempotent: a signal repeated by the npm wrapper stops the sandbox only once.
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
}

/** An Android app with `count` builds uploaded a day apart, the newest now; its appKey. */
function seedApp(sandbox: Sandbox, count: number): string | undefined {
  let appKey: string | undefined;
  for (let index = 0; index < count; index += 1) {
    const build = sandbox.state.addBuild({
      platform: 'android',
      identifier: 'com.example.seeded',
      version: `1.0.${index + 1}`,
      created: new Date(Date.now() - (count - index) * 86_400_000),
    });
    appKey = build.appKey;
  }
  return appKey;
}
