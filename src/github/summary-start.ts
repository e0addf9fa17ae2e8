/** The start every job summary shares: its heading, then the run's CI context line. */
import * as core from '@actions/core';
import { contextLines } from '../common/build-view.js';
import type { CiContext } from '../common/ci-context.js';
import { renderContextLine } from './build-table.js';

/**
 * Starts the job summary ($GITHUB_STEP_SUMMARY): `heading` as an h3, then the run's context
 * (repository, commit, branch or pull request, trigger, run; no line outside a known CI), so that
 * a summary read later, or shared, says which run it came from.
 * @param heading HTML: service text in it escaped by the caller
 * @param ci the run's CI context (readCiContext())
 * @returns core.summary, to add the rest and write
 */
export function startSummary(heading: string, ci: CiContext): typeof core.summary {
  return core.summary.addHeading(heading, 3).addRaw(renderContextLine(contextLines(ci)), true);
}
