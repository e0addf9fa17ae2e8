/** The step outputs of upload-and-wait (README.md). */
import * as core from '@actions/core';
import { buildFields } from '../../../jobs/upload/publish/build-fields.js';
import type { UploadResult } from '../../../jobs/upload/run.js';
import { VENDOR_OUTPUT } from '../../../jobs/upload/vendor-aliases.js';
import type { Reporter } from './reporter.js';

/**
 * Sets the outputs: those of the first build, and `builds` with every build. The vendor action's
 * `info` is the first build's record alone as the service sent it (its strings; never the
 * password), as workflows written for that action read it: `{}` when the wait was skipped.
 * Nothing is set when no build was uploaded.
 */
export function setBuildOutputs(result: UploadResult): void {
  const { builds } = result;
  const [first] = builds;
  if (!first) return;
  const outputs: Record<string, string> = {
    ...buildFields(first),
    build: JSON.stringify(first),
    builds: JSON.stringify(builds),
    [VENDOR_OUTPUT]: JSON.stringify(result.firstRecordAsSent),
  };
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
}

/** The step outputs as a reporter. */
export const outputsReporter: Reporter = {
  after: ({ result }) => {
    setBuildOutputs(result);
    return Promise.resolve(undefined);
  },
};
