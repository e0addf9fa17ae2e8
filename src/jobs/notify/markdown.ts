/**
 * The markdown the DingTalk and WeCom messages are written in: the same lines, each dialect's
 * limits applied by its platform. Every service or CI text goes through `robotMarkdown` (no
 * backslash escapes: neither dialect defines them).
 */
import type { BuildView, ContextLine } from '../../common/build-view.js';
import { LINE_BREAK } from '../../common/line-break.js';
import { buildFacts, type NotifyMessage } from './message.js';
import { robotMarkdown, markdownUrl, truncateBytes } from './text.js';

/** How much of the message one dialect shows. */
export interface MarkdownLimits {
  /** Builds listed one by one; the rest are counted. */
  maxBuilds: number;
  /** The QR code as an image (`![](url)`): DingTalk shows it, WeCom's markdown cannot. */
  images: boolean;
  /** Bytes of release notes shown. */
  notesBytes: number;
  /** Bytes of each service text (a name, a failure line). */
  textBytes: number;
  /** Failure lines shown; the rest are counted. */
  maxFailures: number;
}

/** `[text](url)` with the text made inert, or the inert text alone without a page. */
export function markdownLink(text: string, url: string | undefined, maxBytes = 200): string {
  const shown = robotMarkdown(truncateBytes(text, maxBytes));
  return url ? `[${shown}](${markdownUrl(url)})` : shown;
}

function factLine(fact: ContextLine, maxBytes: number): string {
  return `- ${fact.label}: ${markdownLink(fact.text, fact.url, maxBytes)}`;
}

function buildSection(build: BuildView, limits: MarkdownLimits): string[] {
  return [
    `**${robotMarkdown(truncateBytes(build.name, limits.textBytes))}**`,
    '',
    ...(limits.images && build.qrCodeUrl
      ? [`![QR code](${markdownUrl(build.qrCodeUrl)})`, '']
      : []),
    ...buildFacts(build).map((fact) => factLine(fact, limits.textBytes)),
    '',
    `[Open the install page](${markdownUrl(build.pageUrl)})`,
    '',
  ];
}

/** `and N more` when `shown` of `total` are listed. */
export function moreLine(total: number, shown: number, what: string): string[] {
  return total > shown ? [`… and ${total - shown} more ${what}`, ''] : [];
}

/** The markdown lines of `message`: heading, builds, release notes, failures, CI context. */
export function markdownLines(message: NotifyMessage, limits: MarkdownLimits): string[] {
  const builds = message.builds.slice(0, limits.maxBuilds);
  const failures = message.failures.slice(0, limits.maxFailures);
  const notes = message.releaseNotes
    ? truncateBytes(message.releaseNotes, limits.notesBytes)
        .split(LINE_BREAK)
        // A blank quote line between two lines: each stays a line of its own in every dialect.
        .flatMap((line, index) => [...(index > 0 ? ['>'] : []), `> ${robotMarkdown(line)}`])
    : [];
  return [
    `### ${robotMarkdown(truncateBytes(message.title, limits.textBytes))}`,
    '',
    ...builds.flatMap((build) => buildSection(build, limits)),
    ...moreLine(message.builds.length, builds.length, 'builds'),
    ...(notes.length > 0 ? ['**Release notes**', '', ...notes, ''] : []),
    ...(failures.length > 0 ? ['**Failed**', ''] : []),
    ...failures.map((line) => `- ${robotMarkdown(truncateBytes(line, limits.textBytes))}`),
    ...(failures.length > 0 ? [''] : []),
    ...moreLine(message.failures.length, failures.length, 'failures'),
    ...(message.sections ?? []).flatMap((section) => [
      `**${robotMarkdown(truncateBytes(section.heading, limits.textBytes))}**`,
      '',
      ...section.lines.map((line) => `- ${robotMarkdown(truncateBytes(line, limits.textBytes))}`),
      '',
    ]),
    ...message.context.map((fact) => factLine(fact, limits.textBytes)),
  ];
}
