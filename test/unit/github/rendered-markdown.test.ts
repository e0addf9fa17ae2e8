/**
 * The job summaries and the pull request comment as GitHub shows them: rendered by a CommonMark
 * parser with the GFM extensions (micromark), raw HTML allowed as in a summary or a comment.
 * Service data and user text full of Markdown, HTML and blank lines must stay text: the rendered
 * page has exactly the elements of the same page rendered from harmless values, and no link or
 * image but ours.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderGfm } from '../../../scripts/lib/github-page.mjs';
import type { BuildRecord, PublishedBuild } from '../../../src/api/index.js';
import type { CiContext } from '../../../src/common/ci-context.js';
import type { BuildDecision } from '../../../src/jobs/cleanup/policy.js';
import { toBuildRow } from '../../../src/github/build-table.js';
import { writeCleanupSummary } from '../../../src/github/cleanup-summary.js';
import { commentMarker, renderComment, rowsOf } from '../../../src/github/comment-body.js';
import { writeSettingsSummary } from '../../../src/github/settings-summary.js';
import { writeSetNewestSummary } from '../../../src/github/set-newest-summary.js';
import { writeBuildSummary, writeRefusedSummary } from '../../../src/github/summary.js';
import { ALL_AT_ONCE } from '../../fixtures/outside-text.js';
import { liveOnGithub, shownText } from '../../helpers/github-refs.js';

/**
 * Every way out of an HTML block into live Markdown: blank lines of each line ending (a bare CR
 * too, and one of spaces), then a link, an image, raw HTML, the end of an HTML comment and a bare
 * URL (a GFM autolink); and every outside payload (test/fixtures/outside-text.ts): mentions,
 * references, e-mails, emoji, `feat/a&b`.
 */
const HOSTILE =
  'Evil\n\n[x](https://evil.example/link)\r\r![i](https://evil.example/p.png)\r\n\r\n' +
  '<script>alert(1)</script>\n \n--> <img src=https://evil.example/q.png>\n\n' +
  `https://evil.example/bare\n\n${ALL_AT_ONCE}\n\n`;

const render = renderGfm;

interface Tag {
  name: string;
  attributes: string;
}

function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: match[2] ?? '',
  }));
}

/** The elements of a page in order, without the line breaks that text may bring. */
function skeleton(html: string): string[] {
  return tagsOf(html)
    .filter((tag) => tag.name !== 'br')
    .map((tag) => tag.name);
}

/** The targets of every live link and image of a rendered page. */
function targets(html: string): string[] {
  return tagsOf(html).flatMap((tag) =>
    [...tag.attributes.matchAll(/\b(?:href|src)\s*=\s*"([^"]*)"/g)].map((match) => match[1] ?? ''),
  );
}

/** Asserts the hostile page renders as the harmless one and links only to `ours`. */
function expectOnlyOurs(hostile: string, harmless: string, ours: readonly string[]): void {
  const page = render(hostile);
  expect(skeleton(page)).toEqual(skeleton(render(harmless)));
  expect(new Set(targets(page))).toEqual(new Set(ours));
  // GFM's tag filter turns a live <script> into "&lt;script>"; our escaping gives "&gt;". The
  // filter also rewrites the workflow name inside the comment's marker, which is no element.
  const shown = page.replace(/<!--[\s\S]*?-->/g, '');
  expect(shown).not.toContain('&lt;script>');
  expect(shown).toContain('&lt;script&gt;');
  // Nothing GitHub links after rendering (mentions, references, addresses, emoji), and the
  // outside text reads as written.
  expect(liveOnGithub(page)).toEqual([]);
  expect(shownText(page)).toContain('feat/a&b');
  expect(shownText(page)).toContain('by @octocat for @octo-org/reviewers pwned');
}

function published(key: string, text: string): PublishedBuild {
  const record: BuildRecord = {
    buildKey: key,
    buildName: `${text} app`,
    buildVersion: `1.0 ${text}`,
    buildVersionNo: `7 ${text}`,
    buildBuildVersion: 3,
    buildFileSize: 2048,
  };
  return {
    buildKey: key,
    uploadKey: key,
    buildType: 'android',
    fileName: `${text}.apk`,
    fileSize: 2048,
    published: true,
    record,
    buildShortcutUrl: key,
    installPageUrl: `https://www.pgyer.com/${key}`,
    qrCodeUrl: `https://www.pgyer.com/app/qrcode/${key}`,
    buildPageUrl: `https://www.pgyer.com/${key}`,
    buildQrCodeUrl: `https://www.pgyer.com/app/qrcode/${key}`,
    iconUrl: `https://www.pgyer.com/icon/${key}`,
    iosInstallUrl: '',
    uploadSeconds: 1,
    publishSeconds: 1,
    alreadyPublished: false,
  };
}

/** A CI context whose every text is `text` (a branch, a pull request title, … are anyone's). */
function ciContext(text: string): CiContext {
  return {
    provider: 'github',
    repository: { text, url: 'https://github.test/octo/app' },
    commit: { text, url: 'https://github.test/octo/app/commit/1' },
    ref: { text, url: 'https://github.test/octo/app/tree/x' },
    change: { kind: 'pull request', number: 7, text, url: 'https://github.test/octo/app/pull/7' },
    trigger: text,
    actor: text,
    run: { text, url: 'https://github.test/octo/app/actions/runs/1' },
  };
}

const CI_LINKS = ['commit/1', 'tree/x', 'pull/7', 'actions/runs/1'].map(
  (path) => `https://github.test/octo/app/${path}`,
);
CI_LINKS.push('https://github.test/octo/app');

const OUR_LINKS = ['k1', 'k2'].flatMap((key) => [
  `https://www.pgyer.com/${key}`,
  `https://www.pgyer.com/app/qrcode/${key}`,
  `https://www.pgyer.com/icon/${key}`,
]);

let summaryFile: string;

// @actions/core keeps the first summary path it reads: one file for the whole file.
beforeAll(async () => {
  summaryFile = join(await mkdtemp(join(tmpdir(), 'summary-')), 'summary.md');
  await writeFile(summaryFile, '');
  process.env.GITHUB_STEP_SUMMARY = summaryFile;
});

/** What `write` appended to the job summary. */
async function summaryOf(write: () => Promise<void>): Promise<string> {
  await writeFile(summaryFile, '');
  await write();
  return readFile(summaryFile, 'utf8');
}

describe('service data and user text stay text', () => {
  it('in the job summary of upload-and-wait: names, versions, release notes, failures', async () => {
    const page = async (text: string) =>
      summaryOf(() =>
        writeBuildSummary(
          [published('k1', text), published('k2', text)],
          [`${text}.apk: the service could not publish build ${text}`],
          `Notes ${text}`,
          { ci: ciContext(text) },
        ),
      );
    expectOnlyOurs(await page(HOSTILE), await page('Fine'), [...OUR_LINKS, ...CI_LINKS]);
  });

  it('in the job summary of refused inputs: the problems and the CI context', async () => {
    const page = async (text: string) =>
      summaryOf(() => writeRefusedSummary([`Input "file": ${text}`], { ci: ciContext(text) }));
    expectOnlyOurs(await page(HOSTILE), await page('Fine'), CI_LINKS);
  });

  it('in the pull request comment: this run, the earlier builds and the release notes', () => {
    const marker = commentMarker(`CI ${HOSTILE}`);
    const body = (text: string) => {
      const earlier = rowsOf(
        renderComment({
          marker,
          // An earlier commit's build: folded away.
          rows: [
            {
              ...toBuildRow(published('k2', text)),
              commit: `old ${text}`,
              commitUrl: 'https://github.test/octo/app/commit/1',
              publishedAt: text,
            },
          ],
          previous: [],
          releaseNotes: undefined,
        }),
      );
      return renderComment({
        marker,
        rows: [
          {
            ...toBuildRow(published('k1', text)),
            commit: text,
            commitUrl: 'https://github.test/octo/app/commit/1',
            publishedAt: text,
          },
        ],
        previous: earlier,
        releaseNotes: `Notes ${text}`,
      });
    };
    expectOnlyOurs(body(HOSTILE), body('Fine'), [
      ...OUR_LINKS,
      'https://github.test/octo/app/commit/1',
    ]);
  });

  it('in the job summary of update-settings: the title and every value before and after', async () => {
    const record = (text: string): BuildRecord => ({
      buildKey: 'k1',
      buildVersion: text,
      buildDescription: text,
      buildUpdateDescription: text,
      buildTemplate: text,
      buildShortcutUrl: text,
    });
    const page = async (text: string) =>
      summaryOf(() =>
        writeSettingsSummary(
          [
            {
              title: `Build ${text} k1`,
              changed: new Set([
                'build-version',
                'description',
                'update-description',
                'template',
                'shortcut',
              ]),
              before: record(`old ${text}`),
              after: record(`new ${text}`),
            },
          ],
          undefined,
          ciContext(text),
        ),
      );
    expectOnlyOurs(await page(HOSTILE), await page('Fine'), CI_LINKS);
  });

  it('in the job summary of cleanup-old-builds: versions, keys, times and the stop note', async () => {
    const decision = (text: string, key: string): BuildDecision => ({
      build: { buildKey: `${key} ${text}`, buildVersion: text, buildCreated: text },
      reason: `kept: ${text}`,
    });
    const page = async (text: string) =>
      summaryOf(() =>
        writeCleanupSummary(
          {
            appKey: `app ${text}`,
            dryRun: true,
            buildCount: 2,
            uncertain: [],
            deleted: [decision(text, 'a')],
            kept: [decision(text, 'b')],
            stop: { kind: 'failed', note: `Stopped: ${text}` },
          },
          ciContext(text),
        ),
      );
    expectOnlyOurs(await page(HOSTILE), await page('Fine'), CI_LINKS);
  });

  it("in the job summary of set-newest: the key and the service's message", async () => {
    const page = async (text: string) =>
      summaryOf(() =>
        writeSetNewestSummary(
          { buildKey: `k1 ${text}`, mode: 'set', code: 0, message: text, outcome: `done ${text}` },
          ciContext(text),
        ),
      );
    expectOnlyOurs(await page(HOSTILE), await page('Fine'), CI_LINKS);
  });
});
