/**
 * The sandbox as a command, in the foreground until its signal aborts (Ctrl-C): its options and
 * what it prints. `pgyer sandbox` (src/cli/commands/sandbox.ts) and `npm run sandbox` (index.ts)
 * both declare it from here, so they take the same options.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { type Command, Option } from 'commander';
import { InputError, systemCodeOf } from '../api/index.js';
import { truncateChars } from '../common/cut.js';
import { logLine } from '../common/inert/log-line.js';
import { CHAT_PAGE_PATH } from './chat/page.js';
import { messageTitle, RECEIVERS } from './chat/receivers.js';
import type { ReceivedMessage } from './chat/server.js';
import type { WrittenCertificate } from './harmony-certificate.js';
import type { Build } from './model.js';
import {
  unstoredUploadCodes,
  type ChannelSeed,
  type PublishProfile,
  type UnstoredUploadCode,
} from './options.js';
import type { Sandbox } from './server.js';
import { isValidShortcut } from './shortcuts.js';
import { type Clock, isCalendarDate, serviceDateTime, shiftedClock } from './clock.js';

/** The options as commander parses them (`command.opts()`). */
export interface SandboxCommandOptions {
  host: string;
  port: number;
  apiKey?: string;
  userKey?: string;
  publishProfile?: PublishProfile;
  parseDelayMs?: number;
  publishDelayMs?: number;
  dataDir?: string;
  tls?: boolean;
  distinctUploadKeys?: boolean;
  unstoredUploadCode?: UnstoredUploadCode;
  channel?: ChannelSeed[];
  latencyMs?: number;
  seedBuilds?: number;
  seedReports?: string;
  clockDays?: number;
  certificate?: CertificateSeed[];
}

const profiles: readonly PublishProfile[] = ['fast', 'realistic'];

/** `--publish-profile`'s value. @throws InputError naming the option for another word. */
export function parsePublishProfile(value: string): PublishProfile {
  const profile = profiles.find((word) => word === value.trim().toLowerCase());
  if (profile === undefined) {
    throw new InputError('publish-profile', `"${value}" is not one of ${profiles.join(', ')}`);
  }
  return profile;
}

/** `--unstored-upload-code`'s value. @throws InputError naming the option for another code. */
export function parseUnstoredUploadCode(value: string): UnstoredUploadCode {
  const code = unstoredUploadCodes.find((each) => String(each) === value.trim());
  if (code === undefined) {
    throw new InputError(
      'unstored-upload-code',
      `"${value}" is not one of ${unstoredUploadCodes.join(', ')}`,
    );
  }
  return code;
}

/**
 * One `--channel APP_KEY:SHORTCUT`, added to the ones before it.
 * @throws InputError naming the option when the colon, the appKey or a valid short link is missing.
 */
export function parseChannel(value: string, previous: ChannelSeed[] = []): ChannelSeed[] {
  const [appKey = '', shortcut = '', ...rest] = value.trim().split(':');
  if (appKey === '' || rest.length > 0 || !isValidShortcut(shortcut)) {
    throw new InputError(
      'channel',
      `"${value}" is not APP_KEY:SHORTCUT with a short link of 2 to 20 of A-Z a-z 0-9 _ -`,
    );
  }
  return [...previous, { appKey, shortcut }];
}

/** A certificate `--certificate` adds: certificate/index answers it. */
export interface CertificateSeed {
  name: string;
  /** YYYY-MM-DD. */
  expired: string;
}

/**
 * One `--certificate NAME:YYYY-MM-DD`, added to the ones before it (the name may hold colons: the
 * day is after the last one).
 * @throws InputError naming the option when the colon, the name or a calendar day is missing.
 */
export function parseCertificate(
  value: string,
  previous: CertificateSeed[] = [],
): CertificateSeed[] {
  const colon = value.lastIndexOf(':');
  const name = value.slice(0, Math.max(colon, 0)).trim();
  const expired = value.slice(colon + 1).trim();
  if (colon < 1 || name === '' || !isCalendarDate(expired)) {
    throw new InputError('certificate', `"${value}" is not NAME:YYYY-MM-DD with a calendar day`);
  }
  return [...previous, { name, expired }];
}

/**
 * `--port <n>`, a whole number within [min, max] (nothing given: min); a bad one throws
 * InputError naming the option, in the words of the CLI's integer options.
 */
function integerOption(flags: string, description: string, min: number, max: number): Option {
  const name = /--([a-z-]+)/.exec(flags)?.[1] ?? flags;
  return new Option(flags, `${description} (${min} to ${max})`).argParser((value: string) => {
    const text = value.trim();
    const number = Number(text);
    if (text === '') return min;
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(number)) {
      throw new InputError(name, `"${text}" is not a whole number`);
    }
    if (number < min || number > max) {
      throw new InputError(name, `${number} is not between ${min} and ${max}`);
    }
    return number;
  });
}

/** Printed in place of a key given with --api-key or --user-key. */
const GIVEN = '(given)';

/** Where the banner goes and what stops the sandbox. */
export interface SandboxCommandRun {
  stdout: { write(text: string): unknown };
  /** The sandbox closes when it aborts. */
  signal: AbortSignal;
}

/**
 * Starts a sandbox with `given` (an option given as '' counts as not given), prints its banner,
 * and closes it once `run.signal` aborts.
 * @throws InputError naming `port` when another process listens on it (EADDRINUSE); the error of
 *   startSandbox otherwise
 */
export async function serveSandbox(
  given: SandboxCommandOptions,
  run: SandboxCommandRun,
): Promise<void> {
  const {
    channel: channels,
    seedBuilds,
    seedReports: reportsFile,
    clockDays,
    certificate: certificates,
    ...options
  } = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== ''),
  ) as SandboxCommandOptions;
  // Loaded on demand: the sandbox's dependencies are of no use to the CLI's other commands.
  const { startSandbox } = await import('./server.js');
  const { writeHarmonyTestCertificate } = await import('./harmony-certificate.js');
  // bytebuffer (under app-info-parser) calls the deprecated Buffer(); users cannot act on it.
  process.noDeprecation = true;
  const clock = clockDays ? shiftedClock(clockDays) : undefined;
  const sandbox = await startSandbox({ ...options, channels, ...(clock ? { clock } : {}) }).catch(
    (error: unknown) => {
      throw systemCodeOf(error) === 'EADDRINUSE'
        ? new InputError(
            'port',
            `port ${options.port} is in use: choose another with --port or stop the process using it`,
          )
        : error;
    },
  );
  for (const seed of certificates ?? []) sandbox.state.addCertificate(seed);
  const seeded = seedApp(sandbox, seedBuilds ?? 0);
  const reports = await seedReportsFrom(sandbox, reportsFile, seeded).catch(
    async (error: unknown) => {
      await sandbox.close();
      throw error;
    },
  );
  const harmony = await writeHarmonyTestCertificate().catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  run.stdout.write(
    startBanner(sandbox, options, channels, seeded, harmony, reports, {
      clock,
      certificates: certificates ?? [],
    }),
  );
  sandbox.chat.onMessage((message) => {
    run.stdout.write(`${chatLogLine(message, sandbox.url)}\n`);
  });
  await new Promise<void>((resolve) => {
    run.signal.addEventListener('abort', () => {
      resolve();
    });
  });
  await sandbox.close();
  await harmony.remove();
}

/**
 * Gives `command` (named sandbox) its description and options; the caller adds the action
 * (serveSandbox). A bad value throws InputError or InvalidOptions naming the option.
 */
export function declareSandboxOptions(command: Command): Command {
  return command
    .description('run a local emulator of the service (API 2.0 and 1.0, storage, install pages)')
    .option('--host <address>', 'interface to listen on', '127.0.0.1')
    .addOption(integerOption('--port <n>', 'TCP port; 0 picks a free one', 0, 65_535).default(0))
    .option('--api-key <key>', 'the api key to accept (default: random)')
    .option('--user-key <key>', 'the user key to accept (default: random)')
    .addOption(
      new Option(
        '--publish-profile <profile>',
        'how fast uploads publish: fast (0.3 s 1246, 1 s 1247) or realistic (4 s, then 50 s)',
      ).argParser(parsePublishProfile),
    )
    .addOption(
      integerOption('--parse-delay-ms <ms>', 'how long a new upload answers 1246', 0, 3_600_000),
    )
    .addOption(
      integerOption('--publish-delay-ms <ms>', 'then how long it answers 1247', 0, 3_600_000),
    )
    .option('--data-dir <path>', 'where uploads are stored (default: a temporary directory)')
    .option('--tls', 'serve HTTPS with a certificate made at start; prints its CA file')
    .addOption(
      new Option(
        '--channel <appKey:shortcut>',
        'a channel of the app appKey that uploads may name (buildChannelShortcut); repeatable',
      ).argParser(parseChannel),
    )
    .option(
      '--distinct-upload-keys',
      "give each published build a buildKey other than its upload token's key",
    )
    .addOption(
      new Option(
        '--unstored-upload-code <code>',
        'what buildInfo answers for an upload key whose file never reached storage: ' +
          `${unstoredUploadCodes.join(', ')} (default 1093; 1009 and 1092 for unknown keys too)`,
      ).argParser(parseUnstoredUploadCode),
    )
    .addOption(
      integerOption(
        '--latency-ms <ms>',
        "added before every API answer, like the service's round trip",
        0,
        60_000,
      ),
    )
    .addOption(
      integerOption(
        '--seed-builds <count>',
        'create an Android app with this many builds and print its appKey',
        0,
        10_000,
      ),
    )
    .addOption(
      integerOption(
        '--clock-days <days>',
        "run the sandbox's clock this many days ahead of the system's (negative: behind): install windows, upload times (docs/sandbox.md#the-clock)",
        -3650,
        3650,
      ),
    )
    .addOption(
      new Option(
        '--certificate <name:YYYY-MM-DD>',
        'a signing certificate certificate/index lists, ending that day (repeatable)',
      ).argParser(parseCertificate),
    )
    .option(
      '--seed-reports <file>',
      'serve the crash groups and feedback of this JSON file (docs/sandbox.md#crash-groups-and-feedback)',
    );
}

/**
 * What the sandbox prints once listening: its URL, keys, seeded app, chat webhooks and page, the
 * test HarmonyOS certificate (at `harmonyCertificate`), TLS hints and channels.
 */
function startBanner(
  sandbox: Sandbox,
  options: Pick<SandboxCommandOptions, 'apiKey' | 'userKey'>,
  channels: readonly ChannelSeed[] | undefined,
  seeded: Build | undefined,
  harmonyCertificate: WrittenCertificate,
  reports: SeededReports | undefined,
  scene: { clock: Clock | undefined; certificates: readonly CertificateSeed[] },
): string {
  // The keys the sandbox made up are printed: they are worthless anywhere else. A key the user
  // gave may be a real one, and the user knows it: it is never echoed.
  // The lines up to `Try:` are read by scripts (bench, demo, e2e tests): keep their labels.
  const cli = cliInvocation(process.argv[1], process.env.INIT_CWD ?? process.cwd());
  // Node trusts the sandbox's CA only when told at start; the file lives as long as the sandbox.
  const { caCertificatePath } = sandbox;
  const trustCa =
    caCertificatePath === undefined ? '' : `NODE_EXTRA_CA_CERTS=${shellWord(caCertificatePath)} `;
  return [
    `Pgyer sandbox listening on ${sandbox.url}`,
    `  api-url:  ${sandbox.url}`,
    `  api-key:  ${options.apiKey === undefined ? sandbox.apiKey : GIVEN}`,
    `  user-key: ${options.userKey === undefined ? sandbox.userKey : GIVEN}`,
    ...(seeded === undefined
      ? []
      : [
          `  app-key:  ${seeded.appKey} (seeded builds)`,
          `  build-key: ${seeded.key} (its newest build)`,
        ]),
    ...(reports === undefined
      ? []
      : [
          `  reports:  ${reports.crashes} crash groups, ${reports.feedback} feedback messages (app ${reports.appKey})`,
        ]),
    ...(scene.clock === undefined
      ? []
      : [
          `  clock:    ${serviceDateTime(scene.clock.now())} (UTC+8; --clock-days: not the system's day)`,
        ]),
    ...scene.certificates.map(({ name, expired }) => `  certificate: ${name} (ends ${expired})`),
    `  chat:     ${sandbox.chat.webhookUrl('webhook')} (webhook-url; each platform's below: docs/notifications.md)`,
    ...chatHints(sandbox),
    `  chat page: ${sandbox.url}${CHAT_PAGE_PATH} (the messages received, as each platform shows them)`,
    `  harmony:  --harmony-certificate ${shellWord(harmonyCertificate.path)} --harmony-certificate-password ${harmonyCertificate.password} (a test .p12 for a .hap here; signs nothing)`,
    ...tlsHints(sandbox),
    ...(channels ?? []).map(
      ({ appKey, shortcut }) => `  channel:  ${sandbox.url}/${shortcut} (app ${appKey})`,
    ),
    options.apiKey === undefined
      ? `Try: ${trustCa}PGYER_API_KEY=${sandbox.apiKey} ${cli} apps --api-url ${sandbox.url}`
      : `Try: ${trustCa}${cli} apps --api-url ${sandbox.url} (with PGYER_API_KEY set to the api key given)`,
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

/**
 * How to start the CLI the way this process was started: `pgyer` through the installed bin (its
 * link is named pgyer), else `node` and the CLI bundle beside the running one (`npm run sandbox`
 * runs dist/sandbox/index.js in a clone, where no `pgyer` is on PATH).
 * @param script the running script, `process.argv[1]`
 * @param cwd where the user is: npm's INIT_CWD under `npm run`, else the working directory
 * @returns `pgyer`, or `node <path>`: relative to `cwd` below it, else absolute
 */
export function cliInvocation(script: string | undefined, cwd: string): string {
  if (script === undefined || /^pgyer(\.\w+)?$/.test(basename(script))) return 'pgyer';
  // dist/sandbox/index.js or dist/cli/index.js: either way dist/cli/index.js.
  const bundle = join(dirname(script), '..', 'cli', 'index.js');
  if (!existsSync(bundle)) return 'pgyer';
  const below = relative(cwd, bundle);
  const path = below.startsWith('..') || isAbsolute(below) ? bundle : below;
  return `node ${shellWord(path)}`;
}

/** `text` as one word of a POSIX shell: single-quoted unless it is only safe characters. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The line the sandbox prints for a chat message its receivers took: the platform and the
 * message's title, one inert line (logLine: it is outside text, and the sandbox may run on a CI
 * runner, which reads stdout), cut to 120 characters; never the webhook's token or secret.
 */
export function chatLogLine({ platform, body }: ReceivedMessage, url: string): string {
  const title = truncateChars(messageTitle(platform, body).replace(/\s+/g, ' ').trim(), 120);
  return logLine(
    `Chat message to ${platform}: ${title === '' ? '(no title)' : `"${title}"`} (${url}${CHAT_PAGE_PATH})`,
  );
}

/** An Android app with `count` builds uploaded a day apart, the last a day ago; the last. */
function seedApp(sandbox: Sandbox, count: number): Build | undefined {
  let newest: Build | undefined;
  for (let index = 0; index < count; index += 1) {
    newest = sandbox.state.addBuild({
      platform: 'android',
      identifier: 'com.example.seeded',
      version: `1.0.${index + 1}`,
      created: new Date(Date.now() - (count - index) * 86_400_000),
    });
  }
  return newest;
}

/** What --seed-reports added, for the banner. */
interface SeededReports {
  appKey: string;
  crashes: number;
  feedback: number;
}

/**
 * The crash groups and feedback of the --seed-reports file `path` added to the sandbox, for the
 * app the file names or else the one --seed-builds made; undefined without the option.
 * @throws InputError naming --seed-reports for a file that cannot be read or is no such list
 */
async function seedReportsFrom(
  sandbox: Sandbox,
  path: string | undefined,
  seeded: Build | undefined,
): Promise<SeededReports | undefined> {
  if (path === undefined) return undefined;
  const { parseReportSeeds, seedReports, MAX_SEED_FILE_BYTES } = await import('./seed-reports.js');
  const size = await stat(path).then(
    (stats) => stats.size,
    (error: unknown) => {
      throw new InputError('seed-reports', `cannot be read: ${systemCodeOf(error) ?? 'error'}`);
    },
  );
  if (size > MAX_SEED_FILE_BYTES) {
    throw new InputError('seed-reports', `is ${size} bytes, more than ${MAX_SEED_FILE_BYTES}`);
  }
  const seeds = parseReportSeeds(await readFile(path, 'utf8'), new Date(), seeded?.appKey);
  return { appKey: seeds.appKey, ...seedReports(sandbox.state, seeds) };
}

/**
 * Each platform's webhook URL on the sandbox but the generic one (the `chat:` line), as the
 * setting takes it, with its robot's signing secret where it checks signatures: a throwaway made
 * at start, printed as the keys the sandbox makes up are.
 */
function chatHints({ chat }: Sandbox): string[] {
  return RECEIVERS.filter(({ id }) => id !== 'webhook').map(({ id, settings }) => {
    const signing = chat.secret(id);
    const signed =
      'secret' in settings && signing !== undefined ? ` (${settings.secret}: ${signing})` : '';
    return `    ${`${settings.webhook}:`.padEnd(18)}${chat.webhookUrl(id)}${signed}`;
  });
}

/** With --tls: where the CA is, and how to point an unchanged script at the sandbox (docs/sandbox.md). */
function tlsHints({ caCertificatePath, url }: Sandbox): string[] {
  if (caCertificatePath === undefined) return [];
  const { port } = new URL(url);
  return [
    `  CA certificate: ${caCertificatePath}`,
    `  curl:   --cacert ${caCertificatePath} --connect-to api.pgyer.com:443:127.0.0.1:${port}`,
    `  Node:   NODE_EXTRA_CA_CERTS=${caCertificatePath}`,
    `  Python: REQUESTS_CA_BUNDLE=${caCertificatePath}`,
  ];
}
