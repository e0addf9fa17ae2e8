/**
 * Whether an .ipa can install on testers' devices, judged from its provisioning profile
 * (provisioning-profile.ts) before any request (README.md `profile-check`): an App Store profile
 * never installs outside TestFlight and an expired one nowhere, so they fail the run (or warn);
 * one expiring soon and expected devices it misses are warnings.
 */
import type { ProfileFacts } from '../../api/index.js';
import type { ProfileRead, ProvisioningProfile } from './provisioning-profile.js';

/** The words of `profile-check`. */
export const PROFILE_CHECKS = ['fail', 'warn', 'off'] as const;

/** One of PROFILE_CHECKS. */
export type ProfileCheck = (typeof PROFILE_CHECKS)[number];

/** A tester's device the profile should provision: its UDID and the name it was given. */
export interface ExpectedDevice {
  udid: string;
  /** The name given with it; the UDID when none was. */
  name: string;
}

/** What the upload job was asked to check of each .ipa's profile. */
export interface ProfilePolicy {
  check: ProfileCheck;
  /** Warn when the profile expires within this many days (`profile-expiry-warn-days`). */
  expiryWarnDays: number;
  /** `expected-udids`: the devices named when the profile misses them. */
  expectedDevices: readonly ExpectedDevice[];
}

/** What the check found for one .ipa. */
export interface ProfileVerdict {
  /** The facts shown with its build; absent when it has no profile or it could not be read. */
  facts?: ProfileFacts;
  /** Why the file cannot go to testers (profile-check: fail), naming the profile. */
  problem?: string;
  /** What is logged before any request: warnings first, then the profile's one line. */
  warnings: string[];
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The verdict on `read` (the profile of the .ipa at `path`) by `policy`, at `now` (ms since the
 * epoch). A profile that could not be read is one warning, never a problem.
 */
export function judgeProfile(
  path: string,
  read: ProfileRead | undefined,
  policy: ProfilePolicy,
  now: number,
): ProfileVerdict {
  if (!read) return { warnings: [] };
  if ('problem' in read) {
    return { warnings: [`${path}: its provisioning profile was not checked: ${read.problem}`] };
  }
  const { profile } = read;
  const facts: ProfileFacts = {
    kind: profile.kind,
    name: profile.name,
    teamName: profile.teamName,
    teamId: profile.teamId,
    expires: profile.expires,
    deviceCount: profile.deviceCount,
  };
  const named = `${path} is signed with the ${profile.kind} profile ${JSON.stringify(profile.name)}`;
  const never = neverInstalls(profile, now);
  const warnings = [
    ...(never && policy.check === 'warn' ? [`${named}: ${never}`] : []),
    ...expiringSoon(named, profile, policy.expiryWarnDays, now),
    ...missedDevices(named, profile, policy.expectedDevices),
  ];
  return {
    facts,
    ...(never && policy.check === 'fail'
      ? { problem: `${named}: ${never} (profile-check: warn uploads it anyway)` }
      : {}),
    warnings,
  };
}

/** Why no tester can install a build signed with `profile`, or undefined. */
function neverInstalls(profile: ProvisioningProfile, now: number): string | undefined {
  if (profile.kind === 'App Store') {
    return 'this .ipa can only go to TestFlight or the App Store; it can never install on a tester’s device (sign it with an ad hoc, development or enterprise profile)';
  }
  if (Date.parse(profile.expires) <= now) {
    return `it expired on ${profile.expires.slice(0, 10)}, and no device installs it`;
  }
  return undefined;
}

function expiringSoon(
  named: string,
  profile: ProvisioningProfile,
  days: number,
  now: number,
): string[] {
  const left = Date.parse(profile.expires) - now;
  if (left <= 0 || left > days * DAY_MS) return [];
  return [
    `${named}: it expires on ${profile.expires.slice(0, 10)}, in ${String(Math.ceil(left / DAY_MS))} days (profile-expiry-warn-days: ${String(days)}); the app stops opening then`,
  ];
}

/** The expected devices a development or ad hoc profile does not provision, by their names. */
function missedDevices(
  named: string,
  profile: ProvisioningProfile,
  expected: readonly ExpectedDevice[],
): string[] {
  if (profile.kind !== 'development' && profile.kind !== 'ad hoc') return [];
  const provisioned = new Set(profile.devices.map((udid) => udid.toLowerCase()));
  const missed = expected.filter((device) => !provisioned.has(device.udid.toLowerCase()));
  if (missed.length === 0) return [];
  return [
    `${named}: it misses ${String(missed.length)} of the ${String(expected.length)} expected devices, which cannot install it: ${missed.map((device) => device.name).join(', ')}`,
  ];
}
