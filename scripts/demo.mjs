// `npm run demo`: the main job end to end, offline. Starts the sandbox, runs the committed
// dist/upload-and-wait bundle exactly as the runner would, uploads the real APK shipped by the
// `io.appium.settings` package (build #1, its log left out), adds a few crash groups and feedback
// messages from testers (POST /sandbox/reports), then uploads the next build of the app (the same
// APK, 200 KiB larger) with health-report: previous and size-warn-increase, waits until it is
// published, and prints its outputs and summary: the size change against build #1, a size
// warning, and the health section of build #1.
// The runs are made-up pushes of a made-up repository (DEMO_RUN), so that the card shows the
// commit, branch and run line that a real run's card shows.
// It notifies the sandbox's Slack webhook, so that the sandbox's chat page shows the message.
// It writes the summary as an HTML page styled as GitHub shows it, and names it. On a terminal
// (or with --keep) the sandbox then stays up until Ctrl-C, so that the install page and the QR
// code it printed work, and prints its address, its api key (made up here) and a `pgyer builds`
// line to try the CLI on it; elsewhere (CI, a pipe) it stops at once.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { runAction } from './lib/action-runner.mjs';
import { githubPage } from './lib/github-page.mjs';
import { writePaddedPackage } from './lib/padded-package.mjs';

const keep = process.argv.includes('--keep') || process.stdout.isTTY === true;

/**
 * The GITHUB_* variables a runner would set: a push to main of your-org/your-app. Made up, and
 * on github.example (a name reserved for examples, RFC 2606), so that no link of the card opens
 * somebody's real repository.
 */
const DEMO_RUN = {
  GITHUB_ACTIONS: 'true',
  GITHUB_SERVER_URL: 'https://github.example',
  GITHUB_REPOSITORY: 'your-org/your-app',
  GITHUB_SHA: 'dec0de5eed0fdec0de5eed0fdec0de5eed0fdec0',
  GITHUB_REF_NAME: 'main',
  GITHUB_EVENT_NAME: 'push',
  GITHUB_ACTOR: 'you',
  GITHUB_WORKFLOW: 'Release',
  GITHUB_RUN_ID: '2',
  GITHUB_RUN_ATTEMPT: '1',
};

/** The push before, which uploaded build #1. */
const FIRST_RUN = {
  ...DEMO_RUN,
  GITHUB_SHA: 'f1257b0117f1257b0117f1257b0117f1257b0117',
  GITHUB_RUN_ID: '1',
};

/** What build #2 adds to the APK: about 7% of its 3 MB, past the 5% of size-warn-increase. */
const PADDING_BYTES = 200 * 1024;

/**
 * What testers' devices sent after build #1 (the --seed-reports format, docs/sandbox.md): crash
 * groups of its version and feedback, all at the moment they are added ("0m"), which is after
 * build #1's upload, where its health report starts.
 * @param {string} version build #1's version, which the crash groups carry
 */
const testerReports = (version) => ({
  crashes: [
    { title: 'java.lang.NullPointerException: MainActivity.onCreate', count: 12 },
    { title: 'java.lang.IllegalStateException: Fragment not attached', count: 3 },
  ].map((crash) => ({ ...crash, appVersion: version, created: '0m' })),
  feedback: [
    { content: 'The settings screen is blank after rotating the phone', images: 1, created: '0m' },
  ],
});

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const CLI = 'dist/cli/index.js';
const BUNDLES = ['dist/upload-and-wait/index.js', 'dist/sandbox/index.js', CLI];

if (!BUNDLES.every((bundle) => existsSync(bundle))) {
  console.log('Building the bundles first (npm run build) …');
  const build = spawn(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const [code] = await once(build, 'close');
  if (code !== 0) process.exit(1);
}

const apiKey = `demo-${randomBytes(12).toString('hex')}`;
const sandbox = spawn(
  process.execPath,
  ['dist/sandbox/index.js', '--port', '0', '--api-key', apiKey],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let chatPage = '';
let chatWebhook = '';
let slackWebhook = '';
let listening = '';
const url = await new Promise((resolve, reject) => {
  sandbox.once('close', (code) => reject(new Error(`the sandbox stopped with exit code ${code}`)));
  createInterface({ input: sandbox.stdout }).on('line', (line) => {
    chatPage ||= /^ {2}chat page: (\S+)/.exec(line)?.[1] ?? '';
    chatWebhook ||= /^ {2}chat: +(\S+)/.exec(line)?.[1] ?? '';
    slackWebhook ||= /^ +slack-webhook: +(\S+)/.exec(line)?.[1] ?? '';
    listening ||= /listening on (\S+)/.exec(line)?.[1] ?? '';
    // The banner's last line: every address above it has been read.
    if (line.startsWith('Press Ctrl+C')) resolve(listening);
  });
});
console.log(`Sandbox of the service running at ${url}`);
console.log(
  `As a made-up run: a push to ${DEMO_RUN.GITHUB_REF_NAME} of ${DEMO_RUN.GITHUB_REPOSITORY} on ${DEMO_RUN.GITHUB_SERVER_URL}\n`,
);

/** What @actions/core writes for `\r`, `\n` and `%` in a workflow command's data. */
const ESCAPED = { '%0D': '\r', '%0A': '\n', '%25': '%' };

/**
 * Prints the action's log as a runner shows it: debug lines (hidden unless step debugging is on)
 * and mask commands (consumed by the runner) left out, annotations marked.
 * @param {string} chunk
 */
function showAsTheRunnerDoes(chunk) {
  for (const line of chunk.split('\n')) {
    if (line === '' || line.startsWith('::debug::') || line.startsWith('::add-mask::')) continue;
    const annotation = /^::(warning|error)::(.*)$/.exec(line);
    // An annotation's message is escaped as a workflow command's data; the runner shows it plain.
    const shown = annotation
      ? `${annotation[1].toUpperCase()}: ${annotation[2].replace(/%0D|%0A|%25/g, (escape) => ESCAPED[escape])}`
      : line;
    process.stdout.write(`${shown}\n`);
  }
}

/**
 * The JSON outputs build and builds in a few lines: the fields of the build object and an example
 * of the record inside, how many objects builds has.
 * @param {string} name
 * @param {string} value
 * @returns {string[]}
 */
function briefly(name, value) {
  const parsed = JSON.parse(value);
  if (name === 'builds') {
    return [`JSON array: ${parsed.length} object(s) like build, one per file that succeeded`];
  }
  const { record, ...build } = parsed;
  const fields = `${Object.keys(build).join(', ')}, and record, the build record`;
  return [
    ...wrap(`JSON object: ${fields} (${Object.keys(record).length} fields), e.g.`, 78),
    `.record.buildName = ${JSON.stringify(record.buildName)}`,
  ];
}

/**
 * `text` in lines of at most `width` characters, broken after a comma and a space.
 * @param {string} text
 * @param {number} width
 * @returns {string[]}
 */
function wrap(text, width) {
  const lines = [''];
  for (const word of text.split(/(?<=, )/)) {
    if (lines[lines.length - 1].length + word.length > width) lines.push('');
    lines[lines.length - 1] += word;
  }
  return lines.map((line) => line.trimEnd());
}

/**
 * `html` with the sandbox's images inlined as data: URIs, so that the saved page keeps them after
 * the sandbox stops (this demo's own page, not what GitHub is sent).
 * @param {string} html
 */
async function withImagesInlined(html) {
  const sources = new Set(
    [...html.matchAll(/<img src="([^"]+)"/g)]
      .map(([, src]) => src)
      .filter((src) => src.startsWith(`${url}/`)),
  );
  let inlined = html;
  for (const src of sources) {
    const answer = await fetch(src.replaceAll('&amp;', '&'));
    if (!answer.ok) continue;
    const type = answer.headers.get('content-type') ?? 'application/octet-stream';
    const data = Buffer.from(await answer.arrayBuffer()).toString('base64');
    inlined = inlined.replaceAll(`<img src="${src}"`, `<img src="data:${type};base64,${data}"`);
  }
  return inlined;
}

/**
 * Adds `reports` for the app `appKey` to the sandbox while it runs (docs/sandbox.md).
 * @param {string} appKey
 * @param {object} reports
 */
async function addReports(appKey, reports) {
  const answer = await fetch(`${url}/sandbox/reports`, {
    method: 'POST',
    body: new URLSearchParams({
      _api_key: apiKey,
      reports: JSON.stringify({ appKey, ...reports }),
    }),
  });
  const { code, message } = await answer.json();
  if (code !== 0) throw new Error(`the sandbox refused the reports: ${code} ${message}`);
}

try {
  const first = await runAction(
    '.',
    {
      'api-key': apiKey,
      'api-url': url,
      file: APK,
      'update-description': 'Build #1, uploaded by npm run demo',
    },
    { env: FIRST_RUN },
  );
  if (first.exitCode !== 0) {
    process.stdout.write(first.stdout);
    throw new Error(`upload-and-wait failed on build #1 (exit code ${first.exitCode})`);
  }
  const version = first.outputs['build-version'] ?? '';
  const reports = testerReports(version);
  await addReports(first.outputs['app-key'] ?? '', reports);
  console.log(
    `Build #1: ${first.outputs['build-name']} ${version}, ${(Number(first.outputs['build-file-size']) / 1024 ** 2).toFixed(2)} MiB (its log left out).`,
  );
  console.log(
    `Then testers sent ${reports.crashes.length} crash groups and ${reports.feedback.length} feedback message (POST /sandbox/reports).`,
  );
  console.log(`Build #2: the same APK, ${PADDING_BYTES / 1024} KiB larger.\n`);
  console.log(`── upload-and-wait (dist/upload-and-wait/index.js) ─────────────────────────────`);
  const folder = await mkdtemp(join(tmpdir(), 'pgyer-demo-'));
  const next = join(folder, basename(APK));
  await writePaddedPackage(APK, next, PADDING_BYTES);
  const run = await runAction(
    '.',
    {
      'api-key': apiKey,
      'api-url': url,
      file: next,
      'update-description': 'Build #2, uploaded by npm run demo',
      // The crash groups and feedback since build #1, the build this one replaces.
      'health-report': 'previous',
      'size-warn-increase': '5%',
      // Build #2 is build #1 padded, with its version and build number: no warning for that.
      'same-version': 'allow',
      // The sandbox's Slack webhook: its chat page then shows the message as Slack would.
      'slack-webhook': slackWebhook,
    },
    { onStdout: showAsTheRunnerDoes, env: DEMO_RUN },
  );
  console.log(`\n── outputs ────────────────────────────────────────────────────────────────────`);
  for (const [name, value] of Object.entries(run.outputs)) {
    // info is the vendor action's deprecated output: build holds the same record.
    if (name === 'info') continue;
    const lines = name === 'build' || name === 'builds' ? briefly(name, value) : [value];
    lines.forEach((line, index) => console.log(`${(index === 0 ? name : '').padEnd(22)} ${line}`));
  }
  console.log(`\n── job summary ($GITHUB_STEP_SUMMARY) ─────────────────────────────────────────`);
  console.log(run.summary);
  const page = join(folder, 'job-summary.html');
  const html = await githubPage(run.summary, { title: 'npm run demo: job summary' });
  await writeFile(page, await withImagesInlined(html));
  console.log(`The job summary as GitHub shows it: ${pathToFileURL(page).href}`);
  if (run.exitCode !== 0) {
    console.error(`upload-and-wait failed (exit code ${run.exitCode})`);
    process.exitCode = 1;
  } else {
    const { buildPageUrl, buildQrCodeUrl } = JSON.parse(run.outputs.build ?? '{}');
    console.log(
      `Published ${run.outputs['build-name']} ${run.outputs['build-version']}: ${buildPageUrl}`,
    );
    if (keep) {
      const appKey = run.outputs['app-key'];
      // The key is this demo's own, made up above: worthless anywhere but this sandbox.
      console.log(
        [
          `\nThe sandbox stays up so that its pages work: the install page ${buildPageUrl}, its QR code ${buildQrCodeUrl}, and the summary above.`,
          `  api-url:   ${url}`,
          `  api-key:   ${apiKey} (made up by the demo for this sandbox)`,
          `  chat page: ${chatPage} (the messages sent to the sandbox's chat webhooks as each platform shows them; its generic webhook-url: ${chatWebhook})`,
          'Try the CLI on it (docs/cli.md):',
          `  PGYER_API_KEY=${apiKey} node ${CLI} builds ${appKey} --api-url ${url}`,
          'Press Ctrl+C to stop it.',
        ].join('\n'),
      );
      await new Promise((resolve) => process.once('SIGINT', resolve));
    }
  }
} finally {
  sandbox.kill('SIGTERM');
}
