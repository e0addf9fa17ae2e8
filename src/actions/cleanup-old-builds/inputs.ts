/** The typed inputs of cleanup-old-builds (design.md §2). */
import { InputError } from '../../api/index.js';
import type { CleanupPolicy } from '../../cleanup/policy.js';
import { readConnectionInputs, type ConnectionInputs } from '../common/connection.js';
import {
  booleanInput,
  integerInput,
  listInput,
  optionalInput,
  requiredInput,
} from '../common/inputs.js';

export interface CleanupInputs extends ConnectionInputs {
  appKey: string;
  policy: CleanupPolicy;
  dryRun: boolean;
}

/** Reads and checks every input. @throws InputError naming the first bad input */
export function readCleanupInputs(): CleanupInputs {
  const connection = readConnectionInputs();
  const olderThan = optionalInput('older-than-days');
  return {
    ...connection,
    appKey: requiredInput('app-key'),
    policy: {
      keepLatest: integerInput('keep-latest', 10, 1, 100_000),
      olderThanDays: olderThan ? integerInput('older-than-days', 0, 0, 36_500) : undefined,
      keepBuildKeys: new Set(listInput('keep-build-keys', /[\n,]/)),
      keepVersionPattern: patternInput('keep-version-pattern'),
      maxDeletions: integerInput('max-deletions', 50, 1, 100_000),
    },
    dryRun: booleanInput('dry-run', false),
  };
}

function patternInput(name: string): RegExp | undefined {
  const source = optionalInput(name);
  if (!source) return undefined;
  try {
    return new RegExp(source);
  } catch (error) {
    throw new InputError(
      name,
      `is not a regular expression: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
