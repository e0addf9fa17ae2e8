/** upload-and-wait: uploads every matched file, waits until each is published, reports them. */
import { readCiContext, type CiContext } from '../../common/ci-context.js';
import { writeRefusedSummary } from '../../github/summary.js';
import { runUpload, throwIfUploadFailed } from '../../jobs/upload/run.js';
import { SizeIncreaseError } from '../../jobs/upload/size/size-gate.js';
import { keyRefusalLine } from '../../api/errors.js';
import { redact } from '../../api/redact.js';
import { maskedSecrets } from '../common/read-inputs.js';
import { inputName, refusalLines, runAction, writeReport } from '../common/run-action.js';
import { readUploadInputs, summaryWanted } from './inputs.js';
import { deploymentReporter } from './reporters/deployment.js';
import { notifyReporter } from './reporters/notify.js';
import { outputsReporter } from './reporters/outputs.js';
import { prCommentReporter } from './reporters/pr-comment.js';
import { receiptReporter } from './reporters/receipt.js';
import type { Outcome, RunFacts } from './reporters/reporter.js';
import { summaryReporter } from './reporters/summary.js';
import { updateFeedReporter } from './reporters/update-feed.js';

/** Runs the action; never throws (a failure fails the step). */
export async function run(): Promise<void> {
  await runAction(async (start) => {
    const startedAt = new Date();
    const ci = readCiContext();
    const inputs = await readUploadInputs().catch(async (error: unknown) => {
      const problems = refusalLines(error);
      if (problems && summaryWanted()) await writeRefusal(problems, ci);
      throw error;
    });
    const job = start(inputs.options);
    const facts: RunFacts = { ...inputs, job, ci, startedAt };
    // In this order: the summary and the chats show the deployment's line.
    const reporters = [
      outputsReporter,
      deploymentReporter(facts),
      summaryReporter(facts),
      receiptReporter(facts),
      prCommentReporter(facts),
      notifyReporter(facts),
      updateFeedReporter(facts),
    ];
    for (const reporter of reporters) await reporter.before?.();
    // The runner's checkout is the workspace; the step's working folder may be another.
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const result = await runUpload(job, inputs.options, { notes: { ci, workspace } }).catch(
      async (error: unknown) => {
        // The look-up before the upload found the API key refused, a build of the same version
        // under same-version: fail, or the size gate failed a file: nothing was uploaded, which
        // the summary says once.
        const refusal =
          keyRefusalLine(error, inputName) ??
          (error instanceof SizeIncreaseError ? error.reason : undefined);
        const lines = refusal ? [refusal] : refusalLines(error);
        if (lines && inputs.report.summary) await writeRefusal(lines, ci);
        throw error;
      },
    );
    let outcome: Outcome = { result };
    for (const reporter of reporters) outcome = { ...outcome, ...(await reporter.after(outcome)) };
    throwIfUploadFailed(result);
    for (const reporter of reporters) reporter.check?.();
  });
}

/** The job summary of a run refused before any upload: `problems`, secrets masked. */
async function writeRefusal(problems: readonly string[], ci: CiContext): Promise<void> {
  // The runner masks the log, not the summary file.
  const shown = problems.map((line) => redact(line, maskedSecrets()));
  await writeReport('job summary', () => writeRefusedSummary(shown, { ci }));
}
