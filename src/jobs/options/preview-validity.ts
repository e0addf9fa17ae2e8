/**
 * `preview-validity-days` (README.md): a build's install window from today to N days later, so a
 * preview stops installing on its own once its pull request is long gone (issue 31 point 2).
 */
import type { Checker, Raw } from './checker.js';
import type { InstallValidity } from './install.js';
import { integerSetting } from './setting.js';
import { INSTALL_VALIDITIES } from '../../api/index.js';

/** The service's days are UTC+8 (api-v2 §4.1, buildInstallStartDate/EndDate). */
const SERVICE_OFFSET_MS = 8 * 3_600_000;

const MS_PER_DAY = 86_400_000;

/** The install window of this build in days from today (the service's day, UTC+8). */
export const PREVIEW_VALIDITY_DAYS = integerSetting({
  name: 'preview-validity-days',
  help: "testers can install this build from today to this many days later (the service's days, UTC+8); instead of install-validity and its dates",
  value: '<n>',
  range: { min: 1, max: 3650 },
  fallback: undefined,
});

/** The settings preview-validity-days replaces: giving one of them with it is refused. */
const REPLACED = ['install-validity', 'install-start-date', 'install-end-date'] as const;

/** The service's day (`YYYY-MM-DD`, UTC+8) `days` days after the one of `now` (ms since the epoch). */
export function serviceDay(now: number, days = 0): string {
  return new Date(now + SERVICE_OFFSET_MS + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The install window preview-validity-days asks for: a range from the service's today to `days`
 * days later; undefined when not given (install-validity and its dates decide). Giving it with
 * install-validity, install-start-date or install-end-date is a problem naming both.
 * @param now ms since the epoch
 */
export function checkPreviewValidity(
  check: Checker,
  raw: Raw<'preview-validity-days' | (typeof REPLACED)[number]>,
  now: number,
): InstallValidity | undefined {
  const days = PREVIEW_VALIDITY_DAYS.check(check, raw['preview-validity-days']);
  if (days === undefined) return undefined;
  const given = REPLACED.filter((name) => check.text(raw[name]) !== undefined);
  if (given.length > 0) {
    check.add(
      'preview-validity-days',
      (name) =>
        `sets the install window itself; give it or ${given.map(name).join(' and ')}, not both`,
    );
    return undefined;
  }
  return {
    validity: INSTALL_VALIDITIES.range,
    startDate: serviceDay(now),
    endDate: serviceDay(now, days),
  };
}
