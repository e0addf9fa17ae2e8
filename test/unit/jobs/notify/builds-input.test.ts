/**
 * The `builds` JSON given to notify is type-checked field by field before anything is sent: a
 * wrong type was an internal TypeError (exit 1, no input named) after some platforms were sent.
 */
import { describe, expect, it } from 'vitest';
import { checkNotifyJobOptions } from '../../../../src/jobs/notify/options.js';
import { InvalidOptions, problemText } from '../../../../src/jobs/options/problems.js';
import { publishedBuild } from '../../../helpers/notify.js';

const SLACK = 'https://hooks.slack.com/services/T1/B1/tok3nvalue';

/** The problems checkNotifyJobOptions finds in `builds`, as `setting: problem`. */
function problemsOf(builds: unknown): string[] {
  try {
    checkNotifyJobOptions({ builds: JSON.stringify(builds), 'slack-webhook': SLACK });
    return [];
  } catch (error) {
    if (!(error instanceof InvalidOptions)) throw error;
    return error.problems.map(
      ({ setting, problem }) => `${setting ?? ''}: ${problemText(problem)}`,
    );
  }
}

const HAS = "where the upload's output has";

describe('the builds input of notify', () => {
  it('takes the builds output of upload-and-wait, and one build alone', () => {
    expect(problemsOf([publishedBuild(), publishedBuild({}, 'bk2')])).toEqual([]);
    expect(problemsOf(publishedBuild())).toEqual([]);
  });

  it('names the input and each field of the wrong type, in the list and in the record', () => {
    const wrong = {
      ...publishedBuild(),
      buildShortcutUrl: 5,
      fileSize: 'big',
      qrCodeUrl: 'javascript:alert(1)',
      record: {
        ...publishedBuild().record,
        buildVersion: 7,
        buildUpdateDescription: ['a list'],
        otherApps: [{ buildKey: 3 }],
      },
    };
    expect(problemsOf([publishedBuild(), wrong])).toEqual([
      `builds: builds[1].fileSize is text ${HAS} a number`,
      `builds: builds[1].buildShortcutUrl is a number ${HAS} text`,
      `builds: builds[1].qrCodeUrl is text ${HAS} an http(s) address or ""`,
      `builds: builds[1].record.buildVersion is a number ${HAS} text`,
      `builds: builds[1].record.buildUpdateDescription is a list ${HAS} text`,
      `builds: builds[1].record.otherApps[0].buildKey is a number ${HAS} text`,
    ]);
  });

  it('names the field of one build given alone without an index', () => {
    expect(problemsOf({ ...publishedBuild(), published: 'yes' })).toEqual([
      `builds: builds.published is text ${HAS} true or false`,
    ]);
  });

  it('type-checks the app key and the install settings, and takes an older output without them', () => {
    const { appKey: _appKey, ...older } = publishedBuild();
    expect(problemsOf(older)).toEqual([]);
    const wrong = {
      ...publishedBuild(),
      appKey: 5,
      installSettings: { buildInstallType: 'password', buildInstallEndDate: 20261231 },
    };
    expect(problemsOf(wrong)).toEqual([
      `builds: builds.appKey is a number ${HAS} text`,
      `builds: builds.installSettings.buildInstallType is text ${HAS} a whole number`,
      `builds: builds.installSettings.buildInstallEndDate is a number ${HAS} text`,
    ]);
    expect(problemsOf({ ...publishedBuild(), installSettings: 'password' })).toEqual([
      `builds: builds.installSettings is text ${HAS} an object`,
    ]);
  });
});
