/**
 * An .ipa's embedded.mobileprovision, read before any request (README.md `profile-check`): the
 * kind of each synthetic profile signed as Apple signs them, the verdict the upload options give,
 * and a malformed or oversized profile as one warning, never a crash.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeProfile, type ProfilePolicy } from '../../../../src/jobs/package/profile-check.js';
import {
  MAX_PROFILE_BYTES,
  readProvisioningProfile,
} from '../../../../src/jobs/package/provisioning-profile.js';
import { checkUploadOptions } from '../../../../src/jobs/upload/options.js';
import { ipaFixture } from '../../../fixtures/packages.js';
import {
  PROFILE_KINDS,
  profilePlist,
  signedProfile,
  writeIpaWithProfile,
  type ProfileSpec,
} from '../../../helpers/mobileprovision.js';
import { usageOf } from '../../../helpers/usage.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'profile-'));
});

let made = 0;
/** An .ipa embedding the signed profile of `spec`; its path. */
async function ipaWith(spec: ProfileSpec | Buffer): Promise<string> {
  made += 1;
  const path = join(dir, `app-${String(made)}.ipa`);
  await writeIpaWithProfile(path, Buffer.isBuffer(spec) ? spec : signedProfile(profilePlist(spec)));
  return path;
}

const DAY = 24 * 3600 * 1000;
const policy: ProfilePolicy = { check: 'fail', expiryWarnDays: 14, expectedDevices: [] };

describe('readProvisioningProfile', () => {
  it.each(Object.entries(PROFILE_KINDS))('reads a signed %s profile', async (kind, spec) => {
    const read = await readProvisioningProfile(await ipaWith(spec));
    const devices = 'devices' in spec ? spec.devices : [];
    expect(read).toEqual({
      profile: {
        kind,
        name: 'Demo Distribution',
        teamName: 'Example Team',
        teamId: 'ABCDE12345',
        expires: '2027-03-01T12:00:00.000Z',
        deviceCount: devices.length,
        devices,
      },
    });
  });

  it('finds nothing in an .ipa without a profile', async () => {
    await expect(readProvisioningProfile(ipaFixture.path)).resolves.toBeUndefined();
  });

  it.each([
    ['random bytes', () => randomBytes(4096), 'holds no XML property list'],
    [
      'a plist cut short',
      () => signedProfile(profilePlist({})).subarray(0, 600),
      'holds no XML property list',
    ],
    [
      'a plist without an expiry',
      () =>
        Buffer.from(
          '<?xml version="1.0"?><plist><dict><key>Name</key><string>X</string></dict></plist>',
        ),
      'has no ExpirationDate',
    ],
  ])('answers a problem for %s, never throws', async (_name, bytes, problem) => {
    const read = await readProvisioningProfile(await ipaWith(bytes()));
    expect(read).toEqual({ problem: expect.stringContaining(problem) as string });
  });

  it('reads no more than MAX_PROFILE_BYTES', async () => {
    const read = await readProvisioningProfile(await ipaWith(Buffer.alloc(MAX_PROFILE_BYTES + 1)));
    expect(read).toEqual({
      problem: expect.stringContaining('more than any provisioning profile') as string,
    });
  });
});

describe('judgeProfile', () => {
  const now = Date.parse('2027-01-01T00:00:00Z');
  const judged = async (spec: ProfileSpec, given: Partial<ProfilePolicy> = {}) =>
    judgeProfile(
      'App.ipa',
      await readProvisioningProfile(await ipaWith(spec)),
      { ...policy, ...given },
      now,
    );

  it('fails an App Store profile, naming it; warns under profile-check: warn', async () => {
    const failed = await judged({ name: 'Demo App Store' });
    expect(failed.problem).toMatch(
      /^App\.ipa is signed with the App Store profile "Demo App Store": this \.ipa can only go to TestFlight/,
    );
    const warned = await judged({ name: 'Demo App Store' }, { check: 'warn' });
    expect(warned.problem).toBeUndefined();
    expect(warned.warnings).toEqual([expect.stringContaining('can only go to TestFlight')]);
    expect(warned.facts?.kind).toBe('App Store');
  });

  it('fails an expired profile, and warns of one expiring within profile-expiry-warn-days', async () => {
    const expired = await judged({ ...PROFILE_KINDS['ad hoc'], expires: new Date(now - DAY) });
    expect(expired.problem).toContain('it expired on 2026-12-31, and no device installs it');
    const soon = await judged({ ...PROFILE_KINDS['ad hoc'], expires: new Date(now + 10 * DAY) });
    expect(soon.problem).toBeUndefined();
    expect(soon.warnings).toEqual([
      expect.stringContaining(
        'it expires on 2027-01-11, in 10 days (profile-expiry-warn-days: 14)',
      ),
    ]);
    const later = await judged(
      { ...PROFILE_KINDS['ad hoc'], expires: new Date(now + 10 * DAY) },
      { expiryWarnDays: 7 },
    );
    expect(later.warnings).toEqual([]);
  });

  it('names the expected devices an ad hoc profile misses, by the names given', async () => {
    const verdict = await judged(PROFILE_KINDS['ad hoc'], {
      expectedDevices: [
        { udid: '00008030-0000000000000001', name: 'Ana’s iPhone' },
        { udid: '00008030-00000000000000FF', name: 'Bo’s iPad' },
        { udid: 'a'.repeat(40), name: 'Old test phone' },
      ],
    });
    expect(verdict.warnings).toEqual([
      expect.stringMatching(
        /misses 2 of the 3 expected devices, which cannot install it: Bo’s iPad, Old test phone$/,
      ),
    ]);
  });

  it('shows an enterprise profile with no device count and no warning', async () => {
    const verdict = await judged(PROFILE_KINDS.enterprise, {
      expectedDevices: [{ udid: 'a'.repeat(40), name: 'Any' }],
    });
    expect(verdict).toEqual({
      facts: {
        kind: 'enterprise',
        name: 'Demo Distribution',
        teamName: 'Example Team',
        teamId: 'ABCDE12345',
        expires: '2027-03-01T12:00:00.000Z',
        deviceCount: 0,
      },
      warnings: [],
    });
  });
});

describe('checkUploadOptions with an .ipa', () => {
  it('refuses an App Store profile before any request, naming it', async () => {
    const ipa = await ipaWith({ name: 'Demo App Store' });
    expect(await usageOf(() => checkUploadOptions({ 'api-key': 'k', file: [ipa] }))).toMatch(
      new RegExp(
        `^Argument FILE: ${ipa} is signed with the App Store profile "Demo App Store": this \\.ipa can only go to TestFlight`,
      ),
    );
  });

  it('keeps the ad hoc profile’s facts with the file; profile-check: off reads none', async () => {
    const ipa = await ipaWith(PROFILE_KINDS['ad hoc']);
    const checked = await checkUploadOptions({ 'api-key': 'k', file: [ipa] });
    expect(checked.files[0]?.profile?.facts).toMatchObject({ kind: 'ad hoc', deviceCount: 2 });
    const store = await ipaWith({});
    const off = await checkUploadOptions({ 'api-key': 'k', file: [store], 'profile-check': 'off' });
    expect(off.files[0]?.profile).toBeUndefined();
  });

  it('reads expected-udids from lines or a file, refusing a line with no UDID', async () => {
    const ipa = await ipaWith(PROFILE_KINDS['ad hoc']);
    const checked = await checkUploadOptions({
      'api-key': 'k',
      file: [ipa],
      'expected-udids': ['00008030-00000000000000FF Bo’s iPad', '00008030-0000000000000001 Ana'],
    });
    expect(checked.files[0]?.profile?.warnings).toEqual([
      expect.stringMatching(
        /misses 1 of the 2 expected devices, which cannot install it: Bo’s iPad$/,
      ),
    ]);
    expect(
      await usageOf(() =>
        checkUploadOptions({ 'api-key': 'k', file: [ipa], 'expected-udids': ['Bo 00008030'] }),
      ),
    ).toBe(
      'Option --expected-udids: "Bo 00008030" is neither a device line (<UDID> <name>) nor a file',
    );
  });
});
