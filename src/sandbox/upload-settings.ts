import { isCalendarDate } from './clock.js';
import { ServiceRefusal, Codes } from './codes.js';
import type { Flag, InstallPeriod } from './model.js';
import type { Params } from './params.js';
import type { UploadSettings } from './state.js';

/**
 * The install validity period from its three parameters (api-v2 §4.1, §4.6).
 * @param restricted 1 = dates apply, 2 = long-term valid, undefined = leave as is.
 * @returns undefined when `restricted` is undefined.
 * @throws ServiceRefusal 1144 when a date is missing or not a YYYY-MM-DD calendar date, 1145 when the
 *   end is not after the start.
 */
export function parseInstallPeriod(
  restricted: Flag | undefined,
  start: string | undefined,
  end: string | undefined,
): InstallPeriod | undefined {
  if (restricted === undefined) return undefined;
  if (restricted === 2) return { restricted, start: '', end: '' };
  if (start === undefined || end === undefined || !isCalendarDate(start) || !isCalendarDate(end)) {
    throw new ServiceRefusal(Codes.installDatesMissing);
  }
  if (end <= start) throw new ServiceRefusal(Codes.installDatesOrder);
  return { restricted, start, end };
}

/**
 * The settings of an upload (getCOSToken api-v2 §4.1, app/upload §4.3), validated.
 * buildInstallType defaults to 1 (public); the password is kept only for type 2.
 * `oversea` only selects an upload route at the service; it is validated and has no effect here.
 * @throws ServiceRefusal 1081 for a value outside an enumeration, 1061 for install type 2 without a
 *   password, 1144/1145 for the dates, 1212 for a channel short link (the sandbox has no channels).
 */
export function parseUploadSettings(params: Params): UploadSettings {
  const installType = params.choice('buildInstallType', [1, 2, 3] as const) ?? 1;
  const password = params.optional('buildPassword') ?? '';
  if (installType === 2 && password === '') throw new ServiceRefusal(Codes.passwordEmpty);
  params.choice('oversea', [1, 2] as const);
  if ((params.optional('buildChannelShortcut') ?? '') !== '')
    throw new ServiceRefusal(Codes.channelInvalid);
  return {
    installType,
    password: installType === 2 ? password : '',
    description: params.optional('buildDescription') ?? '',
    updateDescription: params.optional('buildUpdateDescription') ?? '',
    period: parseInstallPeriod(
      params.choice('buildInstallDate', [1, 2] as const),
      params.optional('buildInstallStartDate'),
      params.optional('buildInstallEndDate'),
    ),
  };
}
