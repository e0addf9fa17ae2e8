/**
 * What the upload job says of each .ipa's provisioning profile (README.md `profile-check`): its
 * warnings and its one line in the log before any request, and its facts with the build.
 */
import type { PublishedBuild } from '../../api/index.js';
import { profileText } from '../../common/build-view.js';
import type { JobContext } from '../context.js';
import type { UploadFile } from './options.js';

/** Logs each file's profile warnings, then its profile in one line (profileText). */
export function logProfiles(job: JobContext, files: readonly UploadFile[]): void {
  for (const { path, profile } of files) {
    for (const warning of profile?.warnings ?? []) job.logger.warning(warning);
    if (profile?.facts) job.logger.info(`${path}: signed with ${profileText(profile.facts)}`);
  }
}

/** `build` with the profile facts of `file`, the package it was uploaded from, if any. */
export function withProfile(build: PublishedBuild, file: UploadFile | undefined): PublishedBuild {
  const facts = file?.profile?.facts;
  return facts ? { ...build, profile: facts } : build;
}
