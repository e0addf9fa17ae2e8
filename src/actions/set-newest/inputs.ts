/** The typed inputs of set-newest (design.md §2). */
import { InputError } from '../../api/index.js';
import { readConnectionInputs, type ConnectionInputs } from '../common/connection.js';
import { optionalInput, requiredInput } from '../common/inputs.js';

/** set marks the build as the newest version, cancel removes the mark (api-v2 §4.11). */
export type NewestMode = 'set' | 'cancel';

export interface SetNewestInputs extends ConnectionInputs {
  buildKey: string;
  mode: NewestMode;
}

/** Reads and checks the inputs. @throws InputError naming the first bad input */
export function readSetNewestInputs(): SetNewestInputs {
  const connection = readConnectionInputs();
  const given = optionalInput('mode') || 'set';
  const mode = given.toLowerCase();
  if (mode !== 'set' && mode !== 'cancel') {
    throw new InputError('mode', `"${given}" is not one of set, cancel`);
  }
  return { ...connection, buildKey: requiredInput('build-key'), mode };
}
