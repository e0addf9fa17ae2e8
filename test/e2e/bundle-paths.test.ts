/**
 * The lazily loaded paths of the bundles, each through the bundles as real processes: esbuild
 * splits every `import()` into a chunk whose exports can differ from what the sources (the unit
 * tests) see, so only a run of dist/ proves them. The sandbox here is dist/sandbox (its package
 * readers, QR codes and --tls certificates are chunks or parts of them), reached over HTTPS with
 * its CA (NODE_EXTRA_CA_CERTS); upload-and-wait loads @actions/github (pr-comment), @actions/artifact
 * (receipt-artifact) and @actions/glob (file patterns); the CLI loads @actions/glob and sends the
 * single-step upload's multipart form. They run from a copy of dist/ and action.yml outside the
 * repository, as the runner has them: a module the bundles failed to carry would not be found in
 * node_modules.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apkFixture, hapFixture, ipaFixture } from '../fixtures/packages.js';
import {
  startFakeArtifactService,
  type FakeArtifactService,
} from '../helpers/fake-artifact-service.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { receiptIn } from '../helpers/receipt-zip.js';
import { runAction, runCli, startSandboxProcess, type SandboxProcess } from './harness.js';

const API_KEY = 'bundle-paths-key';

let sandbox: SandboxProcess;
let trust: Record<string, string>;
/** The test's own requests to the sandbox trust its CA, as the runs do through `trust`. */
let fetchTrusted: (url: string | URL) => ReturnType<typeof fetch>;
let github: FakeGitHub;
let artifacts: FakeArtifactService;
let scratch: string;
/** The copy of dist/ and action.yml that the runs use. */
let bundles: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'bundle-paths-'));
  bundles = join(scratch, 'action');
  await cp('dist', join(bundles, 'dist'), { recursive: true });
  await cp('action.yml', join(bundles, 'action.yml'));
  sandbox = await startSandboxProcess(
    ['--tls', '--api-key', API_KEY, '--publish-delay-ms', '50'],
    join(bundles, 'dist/sandbox/index.js'),
  );
  const caFile = /CA certificate: (\S+)/.exec(sandbox.banner)?.[1] ?? '';
  trust = { NODE_EXTRA_CA_CERTS: caFile };
  const dispatcher = new Agent({ connect: { ca: await readFile(caFile, 'utf8') } });
  fetchTrusted = (url) => fetch(url, { dispatcher });
  github = await startFakeGitHub();
  artifacts = await startFakeArtifactService();
});
afterAll(async () => {
  await github.close();
  await artifacts.close();
  expect(await sandbox.stop()).toBe(0);
  await rm(scratch, { recursive: true, force: true });
});

/** The published builds of a run, as its `builds` output lists them. */
interface BuildOutput {
  buildKey: string;
  fileName: string;
  installPageUrl: string;
  buildPageUrl: string;
  qrCodeUrl: string;
  record: { buildName: string; buildVersion: string; buildIdentifier: string };
}

describe('upload-and-wait through dist/sandbox --tls', () => {
  let builds: BuildOutput[];

  beforeAll(async () => {
    const certificate = join(scratch, 'release.p12');
    await writeFile(certificate, 'not a real certificate');
    const eventPath = join(scratch, 'event.json');
    await writeFile(eventPath, JSON.stringify({ pull_request: { number: 5 } }));
    const run = await runAction(
      bundles,
      {
        'api-key': API_KEY,
        'api-url': sandbox.url,
        file: [apkFixture.path, ipaFixture.path, join('test/fixtures', 'demo.h?p')].join('\n'),
        'harmony-certificate': certificate,
        'harmony-certificate-password': 'p12-password',
        'pr-comment': 'true',
        'github-token': 'ghs_bundlePathsToken',
        'receipt-artifact': 'pgyer-receipt',
      },
      {
        env: {
          ...trust,
          ...artifacts.env,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventPath,
          GITHUB_REPOSITORY: 'octo/app',
          GITHUB_SHA: 'abcdef1234567890',
          GITHUB_WORKFLOW: 'Bundle paths',
          GITHUB_RUN_ID: '7',
          GITHUB_API_URL: github.url,
        },
      },
    );
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).not.toContain('::warning::');
    builds = JSON.parse(run.outputs.builds ?? '[]') as BuildOutput[];
  }, 120_000);

  it('publishes an APK, an IPA and a HAP (by pattern) that the sandbox bundle parsed', () => {
    const published = builds.map((build) => [build.fileName, build.record.buildName]);
    expect(published).toEqual([
      [apkFixture.fileName, apkFixture.name],
      [ipaFixture.fileName, ipaFixture.name],
      [hapFixture.fileName, hapFixture.name],
    ]);
  });

  it('serves each build’s install page, icon, QR code and download from the bundle', async () => {
    for (const fixture of [apkFixture, ipaFixture, hapFixture]) {
      const build = builds.find((candidate) => candidate.fileName === fixture.fileName);
      const page = await fetchTrusted(build?.installPageUrl ?? '');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(fixture.name);
      const icon = /<img class="icon" src="([^"]+)"/.exec(html)?.[1] ?? '';
      for (const image of [new URL(icon.replaceAll('&amp;', '&'), sandbox.url), build?.qrCodeUrl]) {
        const answer = await fetchTrusted(image ?? '');
        expect(answer.status, `${fixture.fileName}: ${String(image)}`).toBe(200);
        expect(
          Buffer.from(await answer.arrayBuffer())
            .subarray(1, 4)
            .toString(),
        ).toBe('PNG');
      }
      const download = await fetchTrusted(`${sandbox.url}/app/download/${build?.buildKey ?? ''}`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(await readFile(fixture.path))).toBe(
        true,
      );
    }
  });

  it('comments on the pull request through @actions/github', () => {
    const body = github.comments.get(5)?.[0]?.body ?? '';
    // Each build's own page: the short link's opens whichever build is the app's newest.
    for (const build of builds) expect(body).toContain(build.buildPageUrl);
  });

  it('uploads the receipt through @actions/artifact', async () => {
    const zip = artifacts.artifacts.get('pgyer-receipt');
    expect(zip, 'the artifact was finalized').toBeDefined();
    const receipt = await receiptIn(zip ?? Buffer.alloc(0));
    expect(receipt.builds.map((build) => build.buildKey).sort()).toEqual(
      builds.map((build) => build.buildKey).sort(),
    );
  });
});

describe('pgyer through dist/sandbox --tls', () => {
  it('uploads an IPA in one multipart request (--single-step) and a HAP by pattern', async () => {
    const env = { ...trust, PGYER_API_KEY: API_KEY };
    const cli = join(bundles, 'dist/cli/index.js');
    const single = await runCli(
      ['upload', ipaFixture.path, '--single-step', '--api-url', sandbox.url, '--json'],
      env,
      cli,
    );
    expect(single.exitCode, single.stderr).toBe(0);
    expect(single.stdout).toContain(ipaFixture.name);
    const certificate = join(scratch, 'cli.p12');
    await writeFile(certificate, 'not a real certificate');
    const hap = await runCli(
      [
        ...['upload', join('test/fixtures', 'demo.h?p'), '--api-url', sandbox.url, '--json'],
        ...['--harmony-certificate', certificate, '--harmony-certificate-password', 'p12'],
      ],
      env,
      cli,
    );
    expect(hap.exitCode, hap.stderr).toBe(0);
    expect(hap.stdout).toContain(hapFixture.name);
  });
});
