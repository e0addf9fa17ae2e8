/**
 * The job summary and the pull request comment as a person sees them on GitHub: written by the
 * committed dist/upload-and-wait bundle against the sandbox (one build, then three builds of
 * another commit of the same pull request, with the comment on a fake GitHub), rendered as GFM
 * inside GitHub's stylesheet (github-markdown-css) in a content box 400 px wide (a phone),
 * 1,012 px wide (a step summary on a laptop) and 1,400 px wide, in headless Chromium. The page is served at the sandbox's origin
 * and its images come from the sandbox over loopback. Every QR code is read back from the
 * screenshot and must open its own build's page; no image may be narrower than it is tall, and
 * nothing may be cut off at the right edge (a table GitHub scrolls sideways, text beyond the box).
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubPage, renderGfm } from '../../scripts/lib/github-page.mjs';
import { hapFixture, ipaFixture } from '../fixtures/packages.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { useSandbox } from '../helpers/sandbox.js';
import { decodeQrCode, launchChromium } from './browser.js';
import { failureOf, runActionOn, type ActionRun } from './harness.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';
const TOKEN = 'ghs_fakeToken0123456789';
/** Content widths of GitHub's markdown box: a phone, a laptop's step summary, and a wide window. */
const WIDTHS = [400, 1012, 1400] as const;

/** Screenshots to look at after a run; each test logs the paths of its own. */
const screenshotDir = join(tmpdir(), 'pgyer-rendered-on-github');

const sandbox = useSandbox({ parseDelayMs: 50, publishDelayMs: 150 });
let github: FakeGitHub;
let scratch: string;
/** Started by the first test, so that a missing browser fails the tests rather than skips them. */
let browser: Promise<Browser> | undefined;

/** What the two runs left: their summaries, the comment after both, and each build's own page. */
let oneBuild: ActionRun;
let threeBuilds: ActionRun;

beforeAll(async () => {
  github = await startFakeGitHub();
  scratch = await mkdtemp(join(tmpdir(), 'rendered-on-github-'));
  await mkdir(screenshotDir, { recursive: true });
  const certificate = join(scratch, 'release.p12');
  await writeFile(certificate, 'not a real certificate');
  // A pull request of a long title and branch: CI text must wrap, never push the QR codes aside.
  const title = `Sign in with a QR code from the settings screen ${'and more '.repeat(12)}`;
  const push = async (sha: string, inputs: Record<string, string>) => {
    const eventPath = join(scratch, `${sha}.json`);
    await writeFile(
      eventPath,
      JSON.stringify({ pull_request: { number: 7, title, head: { sha } } }),
    );
    const run = await runActionOn(
      sandbox,
      '.',
      { 'pr-comment': 'true', 'github-token': TOKEN, ...inputs },
      {
        env: {
          GITHUB_ACTIONS: 'true',
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: eventPath,
          GITHUB_REPOSITORY: 'octo/app',
          GITHUB_SHA: 'merge000000000000000000000000000000000000',
          GITHUB_HEAD_REF: `feature/sign-in-with-a-qr-code-${'x'.repeat(60)}`,
          GITHUB_WORKFLOW: 'Pull request builds',
          GITHUB_RUN_ID: '4242',
          GITHUB_ACTOR: 'mona',
          GITHUB_API_URL: github.url,
          GITHUB_SERVER_URL: 'https://github.test',
        },
      },
    );
    expect(failureOf(run)).toBe('');
    expect(run.exitCode).toBe(0);
    return run;
  };
  oneBuild = await push('1111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', { file: APK });
  threeBuilds = await push('2222222bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', {
    file: [APK, ipaFixture.path, hapFixture.path].join('\n'),
    'harmony-certificate': certificate,
    'harmony-certificate-password': 'p12-secret-pass',
  });
});
afterAll(async () => {
  await browser?.then(
    (started) => started.close(),
    () => undefined, // the tests reported it
  );
  await github.close();
});

/** The own install pages of a run's builds, from its `builds` output. */
function buildPages(run: ActionRun): string[] {
  const builds = JSON.parse(run.outputs.builds ?? '[]') as { buildPageUrl: string }[];
  return builds.map((build) => build.buildPageUrl);
}

/** An image as laid out: its content box (padding left out), its declared size, where it links. */
interface ShownImage {
  alt: string;
  /** The page the enclosing link opens, '' for none. */
  href: string;
  /** Declared width and height attributes. */
  declared: { width: number; height: number };
  /** The content box in CSS pixels, on the page (a full-page screenshot's coordinates). */
  box: { x: number; y: number; width: number; height: number };
}

// Run in the page (strings: this project's TypeScript has no DOM types).
const OPEN_DETAILS = `for (const details of document.querySelectorAll('details')) details.open = true`;
const IMAGES_LOADED = `[...document.images].every((image) => image.complete && image.naturalWidth > 0)`;
/** Each image's ShownImage: its content box from getBoundingClientRect, padding and border left out. */
const MEASURE_IMAGES = `[...document.images].map((image) => {
  const rect = image.getBoundingClientRect();
  const style = getComputedStyle(image);
  const edge = (side) =>
    parseFloat(style['padding' + side]) + parseFloat(style['border' + side + 'Width']);
  return {
    alt: image.alt,
    href: image.closest('a')?.href ?? '',
    declared: { width: image.width, height: image.height },
    box: {
      x: rect.x + window.scrollX + edge('Left'),
      y: rect.y + window.scrollY + edge('Top'),
      width: rect.width - edge('Left') - edge('Right'),
      height: rect.height - edge('Top') - edge('Bottom'),
    },
  };
})`;

/**
 * What sticks out of the markdown box (its content edge, a pixel of rounding allowed): every
 * element that scrolls sideways (GitHub's tables do, `overflow: auto`, rather than grow), and every
 * element or line of text whose right edge is beyond the box. One line each, with its text.
 */
const CUT_OFF = `(() => {
  const body = document.querySelector('.markdown-body');
  const style = getComputedStyle(body);
  const right = body.getBoundingClientRect().right - parseFloat(style.paddingRight) + 1;
  const named = (element) => element.tagName.toLowerCase() + ' "' + (element.textContent || element.getAttribute('alt') || '').trim().slice(0, 60) + '"';
  const problems = [];
  for (const element of body.querySelectorAll('*')) {
    if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
      problems.push(named(element) + ' scrolls: ' + element.scrollWidth + ' px of content in ' + element.clientWidth + ' px');
    }
    for (const rect of element.getClientRects()) {
      if (rect.right > right) problems.push(named(element) + ' ends at ' + Math.round(rect.right) + ' px, the box at ' + Math.round(right) + ' px');
    }
  }
  return problems;
})()`;

/**
 * Shows `markdown` as GitHub does at `width`, every details block opened, and waits for every
 * image. The page is served at the sandbox's origin; the images are the sandbox's.
 */
async function show(markdown: string, width: number, name: string) {
  const started = await (browser ??= launchChromium());
  const page = await started.newPage({ viewport: { width: width + 64, height: 900 } });
  const address = `${sandbox.url}/__rendered-on-github/${name}`;
  const html = await githubPage(markdown, { width, title: name });
  await page.route(address, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(address);
  await page.evaluate(OPEN_DETAILS);
  await page.waitForFunction(IMAGES_LOADED);
  const images = await page.evaluate<ShownImage[]>(MEASURE_IMAGES);
  const cutOff = await page.evaluate<string[]>(CUT_OFF);
  const path = join(screenshotDir, `${name}-${width}.png`);
  const screenshot = await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
  await page.close();
  return { images, screenshot, cutOff };
}

/** The text of the QR code in `box` of a screenshot, read with a white margin around it. */
function readQrCode(screenshot: Buffer, box: ShownImage['box']): string | undefined {
  const source = PNG.sync.read(screenshot);
  const margin = 12;
  const x = Math.max(0, Math.floor(box.x) - margin);
  const y = Math.max(0, Math.floor(box.y) - margin);
  const width = Math.min(source.width - x, Math.ceil(box.width) + 2 * margin);
  const height = Math.min(source.height - y, Math.ceil(box.height) + 2 * margin);
  const crop = new PNG({ width, height });
  PNG.bitblt(source, crop, x, y, width, height, 0, 0);
  return decodeQrCode(PNG.sync.write(crop));
}

/**
 * Asserts what a person needs of `markdown` at every width (softly: every width is measured and
 * every failure reported): nothing cut off at the right edge, no image narrower than it is tall,
 * each QR code at its declared size, read back from the screenshot as its own build's page (the
 * one its link opens), one per build of `pages`.
 */
async function expectScannable(markdown: string, pages: readonly string[], name: string) {
  // GitHub's sanitizer drops style and class attributes: nothing may depend on them.
  expect(renderGfm(markdown)).not.toMatch(/<[^>]+\s(style|class)=/);
  for (const width of WIDTHS) {
    const { images, screenshot, cutOff } = await show(markdown, width, name);
    expect.soft(cutOff, `cut off at ${width} px`).toEqual([]);
    const qrCodes = images.filter((image) => image.alt.startsWith('QR code'));
    console.log(
      `${name} at ${width} px: QR codes ${qrCodes.map((qr) => `${Math.round(qr.box.width)}×${Math.round(qr.box.height)}`).join(', ')} px`,
    );
    for (const image of images) {
      expect
        .soft(
          image.box.width,
          `${image.alt || 'an image'} at ${width} px is ${Math.round(image.box.width)} × ${Math.round(image.box.height)} px`,
        )
        .toBeGreaterThanOrEqual(image.box.height - 0.5);
    }
    expect.soft(qrCodes.map((qr) => qr.href).sort()).toEqual([...pages].sort());
    for (const qr of qrCodes) {
      expect.soft(qr.box.width, `${qr.alt} at ${width} px`).toBeCloseTo(qr.declared.width, 0);
      expect.soft(qr.box.height, `${qr.alt} at ${width} px`).toBeCloseTo(qr.declared.height, 0);
      expect.soft(readQrCode(screenshot, qr.box), `${qr.alt} at ${width} px`).toBe(qr.href);
    }
  }
}

describe('as GitHub shows them, every QR code opens its own build', () => {
  it('the job summary of one build', async () => {
    const pages = buildPages(oneBuild);
    expect(pages).toHaveLength(1);
    await expectScannable(oneBuild.summary, pages, 'summary-one-build');
  });

  it('the job summary of three builds', async () => {
    const pages = buildPages(threeBuilds);
    expect(pages).toHaveLength(3);
    await expectScannable(threeBuilds.summary, pages, 'summary-three-builds');
  });

  it('the pull request comment: three builds of this commit, one of the commit before', async () => {
    const [comment] = github.comments.get(7) ?? [];
    const pages = [...buildPages(threeBuilds), ...buildPages(oneBuild)];
    // Builds of one app: the short link would give all of them the page of the newest.
    expect(new Set(pages).size).toBe(4);
    await expectScannable(comment?.body ?? '', pages, 'pr-comment');
  });
});
