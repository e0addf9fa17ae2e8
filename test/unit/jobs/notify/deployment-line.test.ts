/**
 * A notification after an upload that made a GitHub deployment (deployment-environment) says where
 * it was deployed, after the run's context, linked to the environment, as the job summary does.
 */
import { describe, expect, it } from 'vitest';
import { notifyMessage } from '../../../../src/jobs/notify/message.js';
import { dingtalkPayload } from '../../../../src/jobs/notify/platforms/dingtalk.js';
import { slackPayload } from '../../../../src/jobs/notify/platforms/slack.js';
import { GITHUB_CI, publishedBuild } from '../../../helpers/notify.js';

const ENVIRONMENTS = 'https://github.com/octo/app/deployments/testers';
const DEPLOYED = { label: 'Deployed to', text: 'testers', url: ENVIRONMENTS };

describe('a notification after a deployment', () => {
  it('lists the deployment after the run, linked to the environment', () => {
    const message = notifyMessage({
      builds: [publishedBuild()],
      failures: [],
      ci: GITHUB_CI,
      deployment: DEPLOYED,
    });
    expect(message.context.at(-1)).toEqual(DEPLOYED);
    expect(JSON.stringify(slackPayload(message))).toContain(`<${ENVIRONMENTS}|testers>`);
    expect(JSON.stringify(dingtalkPayload(message))).toContain(`[testers](${ENVIRONMENTS})`);
  });

  it('says nothing of a deployment when none was made', () => {
    const message = notifyMessage({ builds: [publishedBuild()], failures: [], ci: GITHUB_CI });
    expect(message.context.map((line) => line.label)).not.toContain('Deployed to');
  });
});
