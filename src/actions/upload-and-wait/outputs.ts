/** The step outputs of upload-and-wait (README.md). */
import * as core from '@actions/core';
import type { PublishedBuild } from '../../api/index.js';
import { buildFields } from '../../jobs/upload/build-fields.js';
import { VENDOR_OUTPUT } from '../../jobs/upload/vendor-aliases.js';

/**
 * Sets the outputs: those of the first build, and `builds` with every build. The vendor action's
 * `info` is the first build's record alone, as workflows written for that action read it.
 * Nothing is set when no build was uploaded.
 */
export function setBuildOutputs(builds: readonly PublishedBuild[]): void {
  const [first] = builds;
  if (!first) return;
  const outputs: Record<string, string> = {
    ...buildFields(first),
    build: JSON.stringify(first),
    builds: JSON.stringify(builds),
    [VENDOR_OUTPUT]: JSON.stringify(first.record),
  };
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
}
