/** The receipt artifact of `receipt-artifact` (src/github/receipt.ts), as a reporter. */
import { formatSize, toError } from '../../../api/index.js';
import { uploadReceipt, type Receipt } from '../../../github/receipt.js';
import { failureLines, type UploadResult } from '../../../jobs/upload/run.js';
import { stepLogger } from '../../common/run-action.js';
import { publicInputs } from '../inputs.js';
import type { Reporter, RunFacts } from './reporter.js';

/** Uploads the receipt when asked; a failed artifact upload is a warning, as the builds are published. */
export function receiptReporter(facts: RunFacts): Reporter {
  return {
    after: async ({ result }) => {
      if (facts.report.receiptArtifact) await publishReceipt(facts, result);
      return undefined;
    },
  };
}

async function publishReceipt(
  { options, raw, report, startedAt }: RunFacts,
  result: UploadResult,
): Promise<void> {
  const env = process.env;
  const receipt: Receipt = {
    version: 1,
    repository: env.GITHUB_REPOSITORY ?? '',
    commit: env.GITHUB_SHA ?? '',
    workflow: env.GITHUB_WORKFLOW ?? '',
    runId: Number(env.GITHUB_RUN_ID ?? 0),
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT ?? 1),
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    inputs: publicInputs(options, raw),
    builds: result.builds,
    failures: failureLines(result),
  };
  try {
    const { id, size } = await uploadReceipt(receipt, report.receiptArtifact);
    stepLogger.info(
      `Uploaded the receipt as artifact ${report.receiptArtifact} (id ${id ?? '?'}, ${size === undefined ? '? bytes' : formatSize(size)})`,
    );
  } catch (error) {
    stepLogger.warning(
      `Could not upload the receipt artifact ${report.receiptArtifact}: ${toError(error).message}`,
    );
  }
}
