/**
 * iOS installability before the first request (README.md `profile-check`): `pgyer upload` and
 * upload-and-wait run as real processes on .ipa files with synthetic signed profiles. An App
 * Store profile is refused with no request to the sandbox; an ad hoc one is uploaded and shown
 * in the outputs, the job summary and `--json`, with the expected devices it misses named.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROFILE_KINDS,
  profilePlist,
  signedProfile,
  writeIpaWithProfile,
  type ProfileSpec,
} from '../helpers/mobileprovision.js';
import { useSandbox } from '../helpers/sandbox.js';
import { failureOf, runActionOn, runCli } from './harness.js';

const sandbox = useSandbox({ parseDelayMs: 10, publishDelayMs: 10 });

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'profile-e2e-'));
});

/** An .ipa named `name` embedding the signed profile of `spec`; its path. */
async function ipa(name: string, spec: ProfileSpec): Promise<string> {
  const path = join(folder, name);
  await writeIpaWithProfile(path, signedProfile(profilePlist(spec)));
  return path;
}

const SHOWN = 'ad hoc, 2 devices, installs until 2027-03-01, Example Team (ABCDE12345)';

describe('pgyer upload', () => {
  it('refuses an App Store profile before any request, naming it', async () => {
    const path = await ipa('store.ipa', { name: 'Demo App Store' });
    const run = await runCli(['upload', path, '--json', '--api-url', sandbox.url], {
      PGYER_API_KEY: sandbox.apiKey,
    });
    // The CLI's exit code for bad input (packages/cli/README.md).
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      `${path} is signed with the App Store profile "Demo App Store": this .ipa can only go to TestFlight`,
    );
    expect(sandbox.requests).toEqual([]);
  });

  it('uploads an ad hoc build, shows its profile in --json and names the devices it misses', async () => {
    const path = await ipa('adhoc.ipa', PROFILE_KINDS['ad hoc']);
    const devices = join(folder, 'devices.txt');
    await writeFile(
      devices,
      'Device ID\tDevice Name\tDevice Platform\n' +
        '00008030-0000000000000001\tAna’s iPhone\tios\n' +
        '00008030-00000000000000FF\tBo’s iPad\tios\n',
    );
    const run = await runCli(
      ['upload', path, '--json', '--api-url', sandbox.url, '--expected-udids', devices],
      { PGYER_API_KEY: sandbox.apiKey },
    );
    expect(run.stderr).toContain(
      'misses 1 of the 2 expected devices, which cannot install it: Bo’s iPad',
    );
    expect(run.exitCode).toBe(0);
    const [build] = JSON.parse(run.stdout) as [
      { profile: unknown; record: { buildDescription?: string } },
    ];
    // The expiry check's contract (docs/expiry.md): the profile's day, before the digest line.
    expect(build.record.buildDescription).toMatch(
      /^ios-profile-expires: 2027-03-01\n\npackage-sha256:[0-9a-f]{64}$/,
    );
    expect(build.profile).toEqual({
      kind: 'ad hoc',
      name: 'Demo Distribution',
      teamName: 'Example Team',
      teamId: 'ABCDE12345',
      expires: '2027-03-01T12:00:00.000Z',
      deviceCount: 2,
    });
  });
});

describe('upload-and-wait', () => {
  it('sets profile-kind and profile-expires and shows the profile in the job summary', async () => {
    const path = await ipa('action.ipa', PROFILE_KINDS['ad hoc']);
    const run = await runActionOn(sandbox, '.', { file: path, 'if-published': 'upload' });
    expect(failureOf(run)).toBe('');
    expect(run.outputs).toMatchObject({
      'profile-kind': 'ad hoc',
      'profile-expires': '2027-03-01T12:00:00.000Z',
    });
    expect(run.summary).toContain(SHOWN);
  });

  it('uploads an App Store build with a warning under profile-check: warn', async () => {
    const path = await ipa('store-warn.ipa', {});
    const run = await runActionOn(sandbox, '.', {
      file: path,
      'if-published': 'upload',
      'profile-check': 'warn',
    });
    expect(failureOf(run)).toBe('');
    expect(run.stdout).toMatch(/::warning::.*store-warn\.ipa is signed with the App Store profile/);
    expect(run.outputs['profile-kind']).toBe('App Store');
  });
});
