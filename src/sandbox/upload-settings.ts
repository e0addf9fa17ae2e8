import { isCalendarDate } from './clock.js';
import { ServiceRefusal, Codes } from './codes.js';
import type { Flag, InstallPeriod, InstallType } from './model.js';
import type { Params } from './params.js';
import type { SandboxState, UploadSettings } from './state.js';

/**
 * The install validity period from its three parameters (service.md#upload-token, #app-settings).
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
 * The settings of an upload, validated: getCOSToken's (service.md#upload-token) or, with
 * `singleStep`, app/upload's (service.md#single-step-upload), which has no buildDescription and no
 * oversea. buildInstallType defaults to 1 (public); a password install with an empty password is a
 * public install ("empty means public install"). `oversea` only selects an upload route at the
 * service; it is validated and has no effect here.
 * @throws ServiceRefusal 1081 for a value outside an enumeration, 1144/1145 for the dates, 1212 for
 *   a channel short link that names no channel.
 */
export function parseUploadSettings(
  params: Params,
  state: SandboxState,
  singleStep = false,
): UploadSettings {
  const password = params.optional('buildPassword') ?? '';
  const installType = publicWithoutPassword(
    params.choice('buildInstallType', [1, 2, 3] as const) ?? 1,
    password,
  );
  if (!singleStep) params.choice('oversea', [1, 2] as const);
  const channel = params.optional('buildChannelShortcut');
  if (channel !== undefined && !state.channels.has(channel)) {
    throw new ServiceRefusal(Codes.channelInvalid);
  }
  return {
    installType,
    password: installType === 2 ? password : '',
    description: singleStep ? '' : (params.optional('buildDescription') ?? ''),
    updateDescription: params.optional('buildUpdateDescription') ?? '',
    period: parseInstallPeriod(
      params.choice('buildInstallDate', [1, 2] as const),
      params.optional('buildInstallStartDate'),
      params.optional('buildInstallEndDate'),
    ),
    channel,
  };
}

/**
 * The install type that `password` leaves: a password install needs a password; without one it
 * is public (service.md#upload-token, #single-step-upload: "empty means public install").
 */
export function publicWithoutPassword(installType: InstallType, password: string): InstallType {
  return installType === 2 && password === '' ? 1 : installType;
}
