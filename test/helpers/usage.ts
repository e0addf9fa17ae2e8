/** The CLI's wording of the problems a check throws, for option tests. */
import { InputError } from '../../src/api/index.js';
import { usageLines } from '../../src/cli/exit.js';
import { InvalidOptions } from '../../src/jobs/options/problems.js';

/** The usage lines (`Option --x: …`) of what `body` throws or rejects with, joined by newlines. */
export async function usageOf(body: () => unknown): Promise<string> {
  let error: unknown;
  try {
    await body();
  } catch (thrown) {
    error = thrown;
  }
  if (error instanceof InvalidOptions) return usageLines(error.problems).join('\n');
  if (error instanceof InputError) return usageLines([error]).join('\n');
  throw new Error(`no InvalidOptions or InputError but ${String(error)}`);
}
