/** preview-validity-days: this build's install window from the service's today (UTC+8). */
import { describe, expect, it } from 'vitest';
import { serviceDay } from '../../../../src/jobs/options/preview-validity.js';
import { checkUploadOptions } from '../../../../src/jobs/upload/options.js';
import { usageOf } from '../../../helpers/usage.js';

const APK = 'node_modules/io.appium.settings/apks/settings_apk-debug.apk';

describe('preview-validity-days', () => {
  it("is the service's day: UTC+8, a new day from 16:00 UTC", () => {
    expect(serviceDay(Date.parse('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
    expect(serviceDay(Date.parse('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
    expect(serviceDay(Date.parse('2026-12-30T17:00:00Z'), 3)).toBe('2027-01-03');
  });

  it('sets a range from today to N days later', async () => {
    const before = Date.now();
    const options = await checkUploadOptions({
      'api-key': 'k',
      file: APK,
      'preview-validity-days': '14',
    });
    // Taken on either side of the check: a day that turned meanwhile is either of them.
    const days = [before, Date.now()].map((now) => ({
      buildInstallDate: 1,
      buildInstallStartDate: serviceDay(now),
      buildInstallEndDate: serviceDay(now, 14),
    }));
    expect(days).toContainEqual({
      buildInstallDate: options.settings.buildInstallDate,
      buildInstallStartDate: options.settings.buildInstallStartDate,
      buildInstallEndDate: options.settings.buildInstallEndDate,
    });
  });

  it('is refused beside install-validity or its dates, naming both, and out of range', async () => {
    await expect(
      usageOf(() =>
        checkUploadOptions({
          'api-key': 'k',
          file: APK,
          'preview-validity-days': '7',
          'install-validity': 'long-term',
          'install-end-date': '2030-01-01',
        }),
      ),
    ).resolves.toContain(
      'Option --preview-validity-days: sets the install window itself; give it or --install-validity and --install-end-date, not both',
    );
    await expect(
      usageOf(() =>
        checkUploadOptions({ 'api-key': 'k', file: APK, 'preview-validity-days': '0' }),
      ),
    ).resolves.toContain('--preview-validity-days');
  });
});
