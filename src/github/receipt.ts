/**
 * The receipt of a run: a JSON file with every build record, the inputs used (never a secret), the
 * commit, the run and the times, uploaded as a workflow artifact so that later jobs and release
 * pull requests can read what was published.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublishedBuild } from '../api/index.js';

/** The receipt's JSON shape (bump `version` on an incompatible change). */
export interface Receipt {
  version: 1;
  repository: string;
  commit: string;
  workflow: string;
  runId: number;
  runAttempt: number;
  /** ISO 8601. */
  startedAt: string;
  finishedAt: string;
  /** The inputs that shaped the builds, secrets left out. */
  inputs: Readonly<Record<string, string | number | boolean | readonly string[]>>;
  /** One record per published file; install passwords are never in them. */
  builds: readonly PublishedBuild[];
  /** One line per file that failed. */
  failures: readonly string[];
}

/** The part of @actions/artifact's client the receipt uses; tests pass their own. */
export interface ArtifactUploader {
  uploadArtifact(
    name: string,
    files: string[],
    rootDirectory: string,
  ): Promise<{ id?: number; size?: number }>;
}

/** The name of the JSON file inside the artifact. */
export const RECEIPT_FILE = 'pgyer-receipt.json';

/**
 * Writes the receipt to a temporary folder and uploads it as the artifact `name`; the folder is
 * removed afterwards, whether the upload worked or not (a self-hosted runner keeps its temp
 * folder between jobs). The folder is made under the runner's own temp folder (`RUNNER_TEMP`)
 * when there is one.
 * @param uploader the artifact client; by default @actions/artifact's documented
 *   `DefaultArtifactClient`, loaded only now, so runs without a receipt do not pay for its size at
 *   start-up (the package's default export is absent where it is stubbed, as under
 *   `@github/local-action`)
 * @returns the artifact's id and size in bytes, as the client reported them
 * @throws whatever the upload throws (the caller decides whether that fails the step)
 */
export async function uploadReceipt(
  receipt: Receipt,
  name: string,
  uploader?: ArtifactUploader,
): Promise<{ id?: number; size?: number }> {
  const folder = await mkdtemp(join(process.env.RUNNER_TEMP ?? tmpdir(), 'pgyer-receipt-'));
  try {
    const file = join(folder, RECEIPT_FILE);
    await writeFile(file, `${JSON.stringify(receipt, null, 2)}\n`);
    const client = uploader ?? new (await import('@actions/artifact')).DefaultArtifactClient();
    return await client.uploadArtifact(name, [file], folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
