/**
 * A notification about builds already published (README.md `if-published`: skip): it is sent, as
 * a re-run may be for a notification that failed, and says that nothing new was uploaded.
 */
import { describe, expect, it } from 'vitest';
import { buildFacts, notifyMessage } from '../../../../src/jobs/notify/message.js';
import { GITHUB_CI, publishedBuild } from '../../../helpers/notify.js';

const SKIPPED = { ...publishedBuild(), alreadyPublished: true };

describe('a notification about a build already published', () => {
  it('says so in its title and in the build facts', () => {
    const message = notifyMessage({ builds: [SKIPPED], failures: [], ci: GITHUB_CI });
    expect(message.title).toBe(
      'Appium Settings 8.0.10 (192) is ready to install (already published)',
    );
    expect(message.builds.flatMap(buildFacts)).toContainEqual({
      label: 'Published',
      text: 'already published, not uploaded again',
    });
  });

  it('keeps the title of new builds when only some were already published', () => {
    const message = notifyMessage({
      builds: [SKIPPED, publishedBuild({}, 'bk-new')],
      failures: [],
      ci: GITHUB_CI,
    });
    expect(message.title).toBe('2 builds are ready to install');
  });
});
