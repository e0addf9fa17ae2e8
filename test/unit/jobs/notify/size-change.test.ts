/** A notification shows each build's size change (README.md "Size gate") as a fact of its own. */
import { describe, expect, it } from 'vitest';
import { buildFacts, notifyMessage } from '../../../../src/jobs/notify/message.js';
import { GITHUB_CI, publishedBuild } from '../../../helpers/notify.js';

describe('a notification of a build with a size change', () => {
  it('lists the change after the size, and no line when the base was not looked up', () => {
    const build = publishedBuild();
    const replaces = {
      buildKey: 'b0',
      appKey: build.appKey,
      version: '1.0',
      buildNumber: 3,
      fileSize: build.fileSize - 1024,
      created: '',
      chosen: 'newest build of io.appium.settings (Android)',
    };
    const facts = (shown: typeof build) =>
      notifyMessage({ builds: [shown], failures: [], ci: GITHUB_CI }).builds.flatMap(buildFacts);
    const labels = facts({ ...build, replaces }).map((fact) => fact.label);
    expect(labels.indexOf('Size change')).toBe(labels.indexOf('Size') + 1);
    expect(facts({ ...build, replaces })).toContainEqual({
      label: 'Size change',
      text: expect.stringMatching(
        /^\+1 KiB \(\+0\.\d%\) since build #3, the newest build of io\.appium\.settings \(Android\)$/,
      ) as string,
    });
    expect(facts({ ...build, replaces: 'none' })).toContainEqual({
      label: 'Size change',
      text: 'first build',
    });
    expect(facts(build).map((fact) => fact.label)).not.toContain('Size change');
  });
});
