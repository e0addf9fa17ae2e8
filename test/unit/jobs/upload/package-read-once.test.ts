/**
 * A package is opened once before its upload: the options' check reads the manifest and an .ipa's
 * profile in one pass, and the run's look-up takes the identity from those bytes.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkUploadOptions } from '../../../../src/jobs/upload/options.js';
import { RunLookup } from '../../../../src/jobs/upload/lookup/run-lookup.js';
import * as zipReader from '../../../../src/jobs/package/zip-reader.js';
import { jobFor } from '../../../helpers/job.js';
import { useSandbox } from '../../../helpers/sandbox.js';
import {
  PROFILE_KINDS,
  profilePlist,
  signedProfile,
  writeIpaWithProfile,
} from '../../../helpers/mobileprovision.js';
import { apkFixture } from '../../../fixtures/packages.js';

vi.mock('../../../../src/jobs/package/zip-reader.js', { spy: true });

const sandbox = useSandbox();

beforeEach(() => {
  vi.mocked(zipReader.openZip).mockClear();
});

describe('a package before its upload', () => {
  it('an .ipa: opened once for its manifest, its profile and its identity', async () => {
    const ipa = join(await mkdtemp(join(tmpdir(), 'read-once-')), 'app.ipa');
    await writeIpaWithProfile(
      ipa,
      signedProfile(
        profilePlist({
          name: 'Ad hoc',
          expires: new Date(Date.now() + 90 * 86_400_000),
          ...PROFILE_KINDS['ad hoc'],
        }),
      ),
    );
    vi.mocked(zipReader.openZip).mockClear();
    const options = await checkUploadOptions({ 'api-key': 'k', file: [ipa] });
    const [file] = options.files;
    if (!file) throw new Error('the .ipa was checked');
    expect(file.profile?.facts?.kind).toBe('ad hoc');
    const identity = await new RunLookup(jobFor(sandbox).transport).identityOf(file);
    expect(identity.identifier).not.toBe('');
    expect(zipReader.openZip).toHaveBeenCalledTimes(1);
  });

  it('an .apk: opened once for its manifest and its identity', async () => {
    const options = await checkUploadOptions({ 'api-key': 'k', file: [apkFixture.path] });
    const [file] = options.files;
    if (!file) throw new Error('the .apk was checked');
    await expect(new RunLookup(jobFor(sandbox).transport).identityOf(file)).resolves.toEqual({
      identifier: apkFixture.identifier,
      version: apkFixture.version,
      versionNo: apkFixture.versionNo,
    });
    expect(zipReader.openZip).toHaveBeenCalledTimes(1);
  });
});
