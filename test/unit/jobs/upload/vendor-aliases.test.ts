/**
 * The vendor's input names (PGYER/pgyer-upload-app-action): every combination that action publishes
 * with is accepted, meaning here what the service made of it there, with a warning saying so; a
 * problem with a value written under a vendor name names that name.
 */
import { describe, expect, it } from 'vitest';
import { Checker, type Raw } from '../../../../src/jobs/options/checker.js';
import { InvalidOptions, problemText } from '../../../../src/jobs/options/problems.js';
import { checkUploadOptions, type UploadSetting } from '../../../../src/jobs/upload/options.js';
import {
  resolveVendorAliases,
  withVendorNames,
} from '../../../../src/jobs/upload/vendor-aliases.js';
import { asTheServiceTakesThem } from '../../../../src/jobs/upload/vendor-meanings.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

/** The upload options of a step with `inputs` (vendor names), as upload-and-wait checks them. */
async function stepWith(inputs: Raw) {
  const warnings: string[] = [];
  const check = new Checker();
  const { raw, usedAliases } = resolveVendorAliases<UploadSetting>(
    { _api_key: 'k', appFilePath: APK, ...inputs },
    check,
    (message) => warnings.push(message),
  );
  asTheServiceTakesThem(raw, usedAliases, (message) => warnings.push(message));
  try {
    const options = await checkUploadOptions(raw, undefined, check);
    return { settings: options.settings, warnings, problems: undefined };
  } catch (error) {
    if (!(error instanceof InvalidOptions)) throw error;
    return {
      settings: undefined,
      warnings,
      // Each problem's text as worded with the names as declared.
      problems: withVendorNames(error, raw, usedAliases).problems.map((problem) => ({
        ...problem,
        problem: problemText(problem.problem),
      })),
    };
  }
}

/** The warnings besides the one that lists the deprecated names. */
function meaningWarnings(warnings: readonly string[]): string[] {
  return warnings.filter((warning) => !warning.startsWith(DEPRECATED));
}

/** How the one warning about the deprecated names starts. */
const DEPRECATED =
  'Inputs named as PGYER/pgyer-upload-app-action names them are deprecated: rename ';

describe("the vendor's input names", () => {
  it('get one warning listing every rename, a value with a word in our word, no secret', async () => {
    const step = await stepWith({
      buildInstallType: '2',
      buildPassword: 'x1y2z3',
      buildUpdateDescription: 'Fixed the login screen',
      buildInstallDate: '1',
      buildInstallStartDate: '2026-01-01',
      buildInstallEndDate: '2036-12-31',
    });
    expect(step.problems).toBeUndefined();
    expect(step.warnings).toEqual([
      DEPRECATED +
        '_api_key → api-key, appFilePath → file, buildInstallType: 2 → install-type: password, ' +
        'buildPassword → password, buildUpdateDescription → update-description, ' +
        'buildInstallDate: 1 → install-validity: range, buildInstallStartDate → install-start-date, ' +
        'buildInstallEndDate → install-end-date.',
    ]);
  });
});

describe("the vendor's combinations the service publishes with", () => {
  it('takes buildPassword without buildInstallType as the service does: a public install, the password not sent', async () => {
    const step = await stepWith({ buildPassword: 'x1y2z3' });
    expect(step.problems).toBeUndefined();
    expect(step.settings).toMatchObject({ buildInstallType: 1, buildPassword: undefined });
    expect(meaningWarnings(step.warnings)).toEqual([
      'buildPassword is not used: without buildInstallType: 2 the service makes a public install (buildInstallType 1) and ignores the password, as it did with PGYER/pgyer-upload-app-action, so the password is not sent. For a password install, add buildInstallType: 2 (install-type: password).',
    ]);
    expect(step.warnings.join('\n')).not.toContain('x1y2z3');
  });

  it('takes buildPassword with buildInstallType 3 as an invite install', async () => {
    const step = await stepWith({ buildInstallType: '3', buildPassword: 'x1y2z3' });
    expect(step.settings).toMatchObject({ buildInstallType: 3, buildPassword: undefined });
    expect(meaningWarnings(step.warnings)).toEqual([
      expect.stringContaining('the service makes an invite install (buildInstallType 3)'),
    ]);
  });

  it('refuses buildInstallType 2 without a password, naming buildPassword: a missing secret must not publish publicly', async () => {
    const step = await stepWith({ buildInstallType: '2', buildPassword: '' });
    expect(step.settings).toBeUndefined();
    expect(step.problems).toEqual([
      { setting: 'buildPassword', problem: 'is required when buildInstallType is password' },
    ]);
  });

  it('takes buildInstallDate 2 with leftover dates: long-term, the dates not sent', async () => {
    const step = await stepWith({
      buildInstallDate: '2',
      buildInstallStartDate: '2026-01-01',
      buildInstallEndDate: '2026-02-01',
    });
    expect(step.problems).toBeUndefined();
    expect(step.settings).toMatchObject({
      buildInstallDate: 2,
      buildInstallStartDate: undefined,
      buildInstallEndDate: undefined,
    });
    expect(meaningWarnings(step.warnings)).toEqual([
      'buildInstallStartDate and buildInstallEndDate are not used: with buildInstallDate 2 (long-term) the service ignores install dates, as it did with PGYER/pgyer-upload-app-action, so they are not sent. For a date range, set buildInstallDate: 1 (install-validity: range).',
    ]);
  });

  it('takes dates without buildInstallDate as the service does: the install validity unchanged', async () => {
    const step = await stepWith({ buildInstallEndDate: '2026-02-01' });
    expect(step.problems).toBeUndefined();
    expect(step.settings).toMatchObject({
      buildInstallDate: undefined,
      buildInstallEndDate: undefined,
    });
    expect(meaningWarnings(step.warnings)).toEqual([
      'buildInstallEndDate is not used: without buildInstallDate the service ignores install dates and leaves the install validity as it is, as it did with PGYER/pgyer-upload-app-action, so it is not sent. For a date range, set buildInstallDate: 1 (install-validity: range).',
    ]);
  });

  it('takes the documented password install and date range without a second warning', async () => {
    const step = await stepWith({
      buildInstallType: '2',
      buildPassword: 'x1y2z3',
      buildInstallDate: '1',
      buildInstallStartDate: '2026-01-01',
      buildInstallEndDate: '2026-02-01',
    });
    expect(step.settings).toMatchObject({
      buildInstallType: 2,
      buildPassword: 'x1y2z3',
      buildInstallDate: 1,
      buildInstallStartDate: '2026-01-01',
      buildInstallEndDate: '2026-02-01',
    });
    expect(meaningWarnings(step.warnings)).toEqual([]);
  });
});

describe("problems with values written under the vendor's names", () => {
  it('names the vendor input a range lacks, and the vendor names in the text', async () => {
    const missing = await stepWith({ buildInstallDate: '1', buildInstallEndDate: '2026-02-01' });
    expect(missing.problems).toEqual([
      { setting: 'buildInstallStartDate', problem: 'is required for an install validity range' },
    ]);

    const reversed = await stepWith({
      buildInstallDate: '1',
      buildInstallStartDate: '2026-02-01',
      buildInstallEndDate: '2026-01-01',
    });
    expect(reversed.problems).toEqual([
      {
        setting: 'buildInstallEndDate',
        problem: '2026-01-01 must be after buildInstallStartDate 2026-02-01',
      },
    ]);
  });

  it('names the vendor input of a value the service refuses', async () => {
    const step = await stepWith({ buildInstallType: '4' });
    expect(step.problems?.map(({ setting }) => setting)).toEqual(['buildInstallType']);
    expect(step.problems?.[0]?.problem).toContain('"4"');
  });

  it("words a fix under the vendor's name and number", async () => {
    const step = await stepWith({ buildInstallType: '1', password: 'x1y2z3' });
    expect(step.problems).toEqual([
      {
        setting: 'password',
        problem: 'is only used when buildInstallType is password',
        fix: { setting: 'buildInstallType', value: '2' },
      },
    ]);
  });
});
