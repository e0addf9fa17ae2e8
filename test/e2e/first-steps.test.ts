/**
 * CONTRIBUTING.md's first steps as a fresh clone takes them: `npm run demo` shows the recommended
 * outputs and its second build's size change and health section, `npm run sandbox` (dist/sandbox/index.js) prints a command that works there, and
 * `.env.example`, filled in as its comments say, runs the sub-actions against that sandbox
 * without a warning.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseEnv, promisify } from 'node:util';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { runAction } from './harness.js';

const ENTRY = resolve('dist/sandbox/index.js');

/** What the sandbox printed up to `Press Ctrl+C`, and how to stop it. */
interface Started {
  banner: string;
  /** The value of a `  label: value` line of the banner. */
  printed(label: string): string;
  stop(): Promise<number | null>;
}

const running: Started[] = [];
afterAll(async () => {
  await Promise.all(running.map((sandbox) => sandbox.stop()));
});

/** Runs `script args…` (a sandbox bundle or a link to the CLI) until its banner is out. */
async function startSandbox(script: string, args: readonly string[]): Promise<Started> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let banner = '';
  child.stdout.on('data', (chunk: Buffer) => (banner += chunk.toString()));
  const closed = once(child, 'close');
  while (!banner.includes('Press Ctrl+C') && child.exitCode === null) {
    await Promise.race([once(child.stdout, 'data'), closed]);
  }
  const started: Started = {
    banner,
    printed: (label) => new RegExp(`^ {2}${label}: +(\\S+)`, 'm').exec(banner)?.[1] ?? '',
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      return ((await closed) as [number | null])[0];
    },
  };
  running.push(started);
  return started;
}

/** The `Try:` line's command, without the label. */
function tryCommand(banner: string): string {
  return /^Try: (.*)$/m.exec(banner)?.[1] ?? '';
}

describe('npm run demo', () => {
  it("shows the build and builds outputs briefly, not the deprecated info, a card with a made-up run's line, the size change and health since build #1", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/demo.mjs']);
    const outputs = /── outputs ─+\n([^]*?)\n\n── job summary/.exec(stdout)?.[1] ?? '';
    expect(outputs).toMatch(/^build {18}JSON object: buildKey, uploadKey, /m);
    expect(outputs).toContain('.record.buildName = "Appium Settings"');
    expect(outputs).toMatch(/^builds {17}JSON array: 1 object\(s\) like build/m);
    expect(outputs).toMatch(/^build-key {14}\w+$/m);
    expect(outputs).not.toMatch(/^info /m);
    // A line is at most 101 wide, but for an address, which is shown whole (the QR code's has
    // 64 hex digits: buildQRCodeURL).
    const wrapped = outputs.split('\n').filter((line) => !/^[\w-]+ +https?:\/\/\S+$/.test(line));
    expect(Math.max(...wrapped.map((line) => line.length))).toBeLessThanOrEqual(101);
    // The card's run line, as README promises, of a run that is plainly made up: every link of
    // it on github.example, which opens nobody's repository.
    const summary = /── job summary .*\n([^]*?)\nThe job summary as GitHub shows it/.exec(
      stdout,
    )?.[1];
    const runLine = /^<p>Repository: .*<\/p>$/m.exec(summary ?? '')?.[0] ?? '';
    expect(runLine.replace(/<[^>]+>/g, '')).toMatch(
      /^Repository: [\w/-]+ · Commit: [0-9a-f]{7} · Branch: main · Triggered by: push from \S+ · Run: .*run \d+$/,
    );
    for (const [, href] of runLine.matchAll(/href="([^"]+)"/g)) {
      expect(new URL(href ?? '').hostname).toBe('github.example');
    }
    expect([...runLine.matchAll(/href=/g)]).toHaveLength(4);
    // The second build of the app: its size against build #1, past size-warn-increase (the
    // warning as the runner shows it, unescaped), and build #1's crash groups and feedback since.
    expect(summary).toMatch(
      /<th align="left">Size change<\/th><td>\+200 KiB \(\+\d+\.\d%\) since build #\u2060?1,/,
    );
    expect(stdout).toMatch(
      /^WARNING: .* since build #1, .*: more than input size-warn-increase 5%$/m,
    );
    expect(summary).toMatch(
      /<h3>Pgyer report for Appium Settings: 2 crash groups, 1 feedback message since build 8\.0\.10 /,
    );
    expect(summary).toContain('java.lang.NullPointerException: MainActivity.onCreate');
    expect(summary).toContain('The settings screen is blank after rotating the phone');
    // Not on a terminal: it ends (execFile returned), and still names the summary's page.
    const summaryPage = /^The job summary as GitHub shows it: (file:\/\/\S+\.html)$/m.exec(stdout);
    expect(stdout).not.toContain('Press Ctrl+C');
    // The sandbox has stopped: the saved page carries its images (the QR code, the icon).
    const html = await readFile(new URL(summaryPage?.[1] ?? 'file:///missing'), 'utf8');
    expect(html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/]+=*" alt="QR code of /);
    expect(html).not.toMatch(/<img src="http/);
  }, 60_000);

  it('with --keep, ends on a summary page, install page and QR code that work until Ctrl-C', async () => {
    const demo = spawn(process.execPath, ['scripts/demo.mjs', '--keep'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    demo.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const closed = once(demo, 'close');
    while (!stdout.includes('Press Ctrl+C') && demo.exitCode === null) {
      await Promise.race([once(demo.stdout, 'data'), closed]);
    }
    try {
      const summaryPage = /^The job summary as GitHub shows it: (\S+)$/m.exec(stdout)?.[1] ?? '';
      const html = await readFile(new URL(summaryPage), 'utf8');
      expect(html).toContain('<article class="markdown-body">');
      const [, page = '', qrCode = ''] =
        /the install page (\S+), its QR code (\S+), and the summary/.exec(stdout) ?? [];
      // The page's images are inlined; the QR code's address works while the sandbox is up.
      expect(html).toContain(`<a href="${page}"><img src="data:image/png;base64,`);
      const pageAnswer = await fetch(page);
      expect(pageAnswer.status).toBe(200);
      expect(await pageAnswer.text()).toContain('Appium Settings');
      const qrAnswer = await fetch(qrCode);
      expect(qrAnswer.status).toBe(200);
      expect(qrAnswer.headers.get('content-type')).toBe('image/png');
      // The sandbox's address and key, and a CLI line that runs as printed.
      const url = /^ {2}api-url: +(http:\S+)$/m.exec(stdout)?.[1] ?? '';
      const apiKey = /^ {2}api-key: +(demo-[0-9a-f]+) /m.exec(stdout)?.[1] ?? '';
      expect(page.startsWith(`${url}/`)).toBe(true);
      const [, key = '', appKey = '', apiUrl = ''] =
        /^ {2}PGYER_API_KEY=(\S+) node dist\/cli\/index\.js builds (\w+) --api-url (\S+)$/m.exec(
          stdout,
        ) ?? [];
      expect([key, apiUrl]).toEqual([apiKey, url]);
      const builds = await promisify(execFile)(
        process.execPath,
        ['dist/cli/index.js', 'builds', appKey, '--api-url', apiUrl],
        { env: { PATH: process.env.PATH ?? '', PGYER_API_KEY: key } },
      );
      expect(builds.stdout).toMatch(/│ newest │/);
      expect(builds.stdout).toContain('Appium Settings');
      const chatPage = /^ {2}chat page: +(\S+)/m.exec(stdout)?.[1] ?? '';
      expect(chatPage).toBe(`${url}/sandbox/chat`);
      const chat = await fetch(chatPage);
      expect(chat.status).toBe(200);
      // The demo's upload-and-wait notified the sandbox's Slack webhook: the page shows it.
      const listed = [...(await chat.text()).matchAll(/<h2>(\d+)\. (\w+): ([^<]*)<\/h2>/g)];
      expect(listed.map(([, n, platform]) => `${n}. ${platform}`)).toEqual(['1. slack']);
      expect(listed[0]?.[3]).toContain('Appium Settings');
    } finally {
      demo.kill('SIGINT');
    }
    expect(((await closed) as [number | null])[0]).toBe(0);
  }, 60_000);
});

describe('npm run sandbox in a clone', () => {
  it('prints a Try command that runs as printed (no pgyer on PATH)', async () => {
    const sandbox = await startSandbox(ENTRY, ['--port', '0', '--seed-builds', '1']);
    const command = tryCommand(sandbox.banner);
    expect(command).toMatch(/ node dist\/cli\/index\.js apps --api-url http/);
    const { stdout } = await promisify(execFile)('/bin/sh', ['-c', command], {
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(stdout).toContain(sandbox.printed('app-key'));
  });

  it('with --tls, prints a Try command that trusts its CA and runs as printed', async () => {
    const sandbox = await startSandbox(ENTRY, ['--port', '0', '--tls', '--seed-builds', '1']);
    const command = tryCommand(sandbox.banner);
    expect(command).toMatch(
      /^NODE_EXTRA_CA_CERTS=\S+\.pem PGYER_API_KEY=\w+ node dist\/cli\/index\.js apps --api-url https:/,
    );
    const { stdout } = await promisify(execFile)('/bin/sh', ['-c', command], {
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(stdout).toContain(sandbox.printed('app-key'));
  });

  it('prints `pgyer` when started through a bin named pgyer', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'pgyer-bin-'));
    try {
      const bin = join(folder, 'pgyer');
      await symlink(resolve('dist/cli/index.js'), bin);
      const sandbox = await startSandbox(bin, ['sandbox', '--port', '0']);
      expect(tryCommand(sandbox.banner)).toMatch(/^PGYER_API_KEY=\w+ pgyer apps --api-url /);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('.env.example', () => {
  it('filled in from the sandbox its comment starts, runs every sub-action without a warning', async () => {
    const example = await readFile('.env.example', 'utf8');
    const args = /npm run sandbox -- (.+)$/m.exec(example)?.[1]?.trim().split(/\s+/) ?? [];
    expect(args).toContain('--seed-builds');
    // Another port than the example's: tests run side by side.
    const sandbox = await startSandbox(
      ENTRY,
      args.map((arg, index) => (args[index - 1] === '--port' ? '0' : arg)),
    );
    const env: Record<string, string | undefined> = {
      ...parseEnv(example),
      'INPUT_API-URL': /listening on (\S+)/.exec(sandbox.banner)?.[1],
      // The two the comments say to fill in from what the sandbox printed.
      'INPUT_APP-KEY': sandbox.printed('app-key'),
      'INPUT_BUILD-KEY': sandbox.printed('build-key'),
    };
    expect(Object.entries(env).filter(([, value]) => !value)).toEqual([]);

    for (const action of ['set-newest', 'update-settings', 'cleanup-old-builds']) {
      const manifest = parse(await readFile(join(action, 'action.yml'), 'utf8')) as {
        inputs: Record<string, unknown>;
      };
      const inputs = Object.fromEntries(
        Object.keys(manifest.inputs).flatMap((name) => {
          const value = env[`INPUT_${name.toUpperCase()}`];
          return value === undefined ? [] : [[name, value]];
        }),
      );
      const run = await runAction(action, inputs);
      expect(run.exitCode, `${action}: ${run.stdout}`).toBe(0);
      expect(run.stdout, action).not.toMatch(/^::(warning|error)::/m);
    }
  }, 60_000);
});

describe("README's Try it without an account", () => {
  it("comes right after the quick start, with CONTRIBUTING.md's commands of a fresh clone: one npm ci, then the demo and the tests", async () => {
    const readme = await readFile('README.md', 'utf8');
    const sections = readme.split(/^(?=## )/m);
    const quickStart = sections.findIndex((section) => section.startsWith('## Quick start\n'));
    const tryIt = sections[quickStart + 1] ?? '';
    expect(tryIt).toMatch(/^## Try it without an account\n/);
    const commands = (text: string) =>
      (/^```sh\n([\s\S]*?)^```/m.exec(text)?.[1] ?? '')
        .split('\n')
        .map((line) => line.replace(/#.*/, '').trim())
        .filter(Boolean);
    // Pasted whole, the block installs once (two `npm ci && …` lines had installed twice).
    expect(commands(tryIt)).toEqual(['npm ci', 'npm run demo', 'npm test']);
    const contributing = await readFile('CONTRIBUTING.md', 'utf8');
    expect(commands(contributing.slice(contributing.indexOf('## Set-up')))).toEqual(
      commands(tryIt),
    );
  });
});
