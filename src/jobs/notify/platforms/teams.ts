/**
 * Microsoft Teams through a workflow webhook ("When a Teams webhook request is received"): a
 * message with one Adaptive Card (version 1.4), the QR code as an Image, the install page and the
 * run as Action.OpenUrl buttons (at most 5, as Teams shows), the CI context as facts with links. TextBlock and Fact texts take a markdown subset, so service
 * text goes through `chatMarkdown` (the release notes line by line, their lines kept). Answers: HTTP 202 Accepted (the flow runs later); 429 with
 * Retry-After when throttled. A card over 28 KB is not shown.
 */
import type { BuildView, ContextLine } from '../../../common/build-view.js';
import { retryAfterMs } from '../../../api/index.js';
import { markdownLink } from '../markdown.js';
import { buildFacts, type NotifyMessage } from '../message.js';
import { httpVerdict, type Platform } from './platform.js';
import { chatMarkdown, escapedWithin, truncateBytes, withinBodyCap } from '../text.js';
import { LINE_BREAK } from '../../../common/line-break.js';

/** The request body's cap in bytes: Teams shows a card message up to 28 KB. */
export const TEAMS_BODY_BYTES = 28 * 1024;

/** Buttons a card shows: Teams' host configuration allows 5 (the Adaptive Cards library checks it). */
const MAX_ACTIONS = 5;

/** Builds listed one by one; the rest are counted. */
const MAX_BUILDS = 6;

/** Bytes of release notes shown, made inert, when the body has room for them. */
const NOTES_BYTES = 2000;

/**
 * Release notes in a TextBlock's markdown, their lines kept: each line inert on its own
 * (chatMarkdown), a blank line between two, since Adaptive Cards' markdown, as CommonMark, joins
 * lines with a single break between them into one paragraph.
 */
function notesMarkdown(notes: string): string {
  return notes.split(LINE_BREAK).map(chatMarkdown).join('\n\n');
}

function textBlock(
  text: string,
  extra: Record<string, unknown> = {},
  maxBytes = 300,
  escape: (text: string) => string = chatMarkdown,
) {
  return {
    type: 'TextBlock',
    // Cut after escaping: markup-dense text grows several-fold when made inert.
    text: escapedWithin(text, maxBytes, escape),
    wrap: true,
    ...extra,
  };
}

function factSet(facts: readonly ContextLine[]) {
  return {
    type: 'FactSet',
    facts: facts.map((fact) => ({ title: fact.label, value: markdownLink(fact.text, fact.url) })),
  };
}

function buildColumns(build: BuildView) {
  return {
    type: 'ColumnSet',
    separator: true,
    columns: [
      ...(build.qrCodeUrl
        ? [
            {
              type: 'Column',
              width: 'auto',
              items: [{ type: 'Image', url: build.qrCodeUrl, altText: 'QR code', size: 'Medium' }],
            },
          ]
        : []),
      {
        type: 'Column',
        width: 'stretch',
        items: [textBlock(build.name, { weight: 'Bolder' }), factSet(buildFacts(build))],
      },
    ],
    selectAction: { type: 'Action.OpenUrl', url: build.pageUrl },
  };
}

/**
 * The workflow webhook's message of `message`: one Adaptive Card, its JSON body within
 * TEAMS_BODY_BYTES (the release notes cut further when it would be over).
 */
export function teamsPayload(message: NotifyMessage): unknown {
  return withinBodyCap(TEAMS_BODY_BYTES, NOTES_BYTES, (notesBytes) => card(message, notesBytes));
}

/** The message of `message` with at most `notesBytes` of release notes (none at 0). */
function card(message: NotifyMessage, notesBytes: number): unknown {
  const builds = message.builds.slice(0, MAX_BUILDS);
  const more = message.builds.length - builds.length;
  const ci = message.context;
  const body = [
    textBlock(message.title, {
      size: 'Medium',
      weight: 'Bolder',
      color: message.outcome === 'success' ? 'Good' : 'Attention',
    }),
    ...builds.map(buildColumns),
    ...(more > 0 ? [textBlock(`… and ${more} more builds`)] : []),
    ...(message.releaseNotes && notesBytes > 0
      ? [
          textBlock('Release notes', { weight: 'Bolder' }),
          textBlock(message.releaseNotes, { isSubtle: true }, notesBytes, notesMarkdown),
        ]
      : []),
    ...(message.failures.length > 0
      ? [
          textBlock('Failed', { weight: 'Bolder', color: 'Attention' }),
          ...message.failures.slice(0, 10).map((line) => textBlock(line, {}, 500)),
        ]
      : []),
    ...(message.sections ?? []).flatMap((section) => [
      textBlock(section.heading, { weight: 'Bolder' }),
      ...section.lines.map((line) => textBlock(line, {}, 400)),
    ]),
    ...(ci.length > 0 ? [{ ...factSet(ci), separator: true }] : []),
  ];
  const actions = [
    ...builds.slice(0, 3).map((build) => ({
      type: 'Action.OpenUrl',
      title: truncateBytes(
        builds.length === 1 ? 'Open the install page' : `Install ${build.name}`,
        60,
      ),
      url: build.pageUrl,
    })),
    // The run's page as a button too: a failure notice's one link that matters.
    ...(message.run?.url
      ? [{ type: 'Action.OpenUrl', title: 'Open the run', url: message.run.url }]
      : []),
  ].slice(0, MAX_ACTIONS);
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          msteams: { width: 'Full' },
          body,
          actions,
        },
      },
    ],
  };
}

/** Microsoft Teams through a workflow webhook. */
export const teams: Platform = {
  payload: teamsPayload,
  verdict: (answer) =>
    httpVerdict(answer, retryAfterMs(answer.headers.get('retry-after'))) ?? { delivered: true },
};
