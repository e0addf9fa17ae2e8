/**
 * The Teams message's Adaptive Card, read by Microsoft's own Adaptive Cards library (the
 * `adaptivecards` package, its UMD build: the ES modules it ships do not load in Node): no element
 * or action it does not know, no required property missing, no more buttons than Teams shows,
 * for every kind of message.
 */
import { createRequire } from 'node:module';
import type * as AdaptiveCardsLibrary from 'adaptivecards';
import { describe, expect, it } from 'vitest';
import { notifyMessage } from '../../../../src/jobs/notify/message.js';
import { teamsPayload } from '../../../../src/jobs/notify/platforms/teams.js';
import { GITHUB_CI, publishedBuild } from '../../../helpers/notify.js';

const AdaptiveCards = createRequire(import.meta.url)(
  'adaptivecards/dist/adaptivecards.js',
) as typeof AdaptiveCardsLibrary;

/** What the library says of `card`: parse events (unknown types) and validation failures. */
function problemsOf(card: unknown): string[] {
  const parsed = new AdaptiveCards.AdaptiveCard();
  const context = new AdaptiveCards.SerializationContext();
  parsed.parse(card, context);
  const events = Array.from(
    { length: context.eventCount },
    (_, index) => context.getEventAt(index).message,
  );
  return [...events, ...parsed.validateProperties().validationEvents.map((event) => event.message)];
}

function cardOf(payload: unknown): unknown {
  return (payload as { attachments: { content: unknown }[] }).attachments[0]?.content;
}

describe('the Teams card', () => {
  it.each([
    ['one published build', { builds: [publishedBuild()], failures: [] }],
    [
      'a failure with builds',
      { builds: [publishedBuild()], failures: ['app.apk: the upload failed'] },
    ],
    ['a failure without builds or CI', { builds: [], failures: ['app.apk: refused'] }],
    [
      'twelve builds',
      {
        builds: Array.from({ length: 12 }, (_, index) => publishedBuild({}, `bk${index}`)),
        failures: [],
      },
    ],
  ])('%s is a valid Adaptive Card', (_what, facts) => {
    const ci = facts.builds.length === 0 ? { provider: 'other' as const } : GITHUB_CI;
    expect(problemsOf(cardOf(teamsPayload(notifyMessage({ ...facts, ci }))))).toEqual([]);
  });

  it('the library does find a broken card: a button without its url, six buttons', () => {
    const action = { type: 'Action.OpenUrl', title: 'Open', url: 'https://www.pgyer.com/abcd' };
    const card = {
      type: 'AdaptiveCard',
      version: '1.4',
      body: [{ type: 'TextBlock', text: 'Build' }],
      actions: [{ type: 'Action.OpenUrl', title: 'No url' }, ...Array<unknown>(5).fill(action)],
    };
    expect(problemsOf(card).sort()).toEqual([
      'Maximum number of actions exceeded (5).',
      'Property "url" must be set.',
    ]);
  });
});
