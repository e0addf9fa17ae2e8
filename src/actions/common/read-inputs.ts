/** A job's settings read from the action's inputs, secrets masked first. */
import * as core from '@actions/core';
import { SecretSet } from '../../api/redact.js';
import type { Raw } from '../../jobs/options/checker.js';
import { SECRET_SETTINGS } from '../../jobs/options/connection.js';

const masked = new SecretSet();

/**
 * The run's secrets: every secret input value read so far, and those its job learns (storage
 * credentials), for the lines and files the runner's masking does not cover (parts and encoded
 * forms of a secret, the job summary, the receipt, chat messages).
 */
export function maskedSecrets(): SecretSet {
  return masked;
}

/**
 * The raw value of each setting in `settings` (core.getInput, '' when not given). The secret
 * inputs are read and masked with core.setSecret before any other, so no later message can show
 * them.
 * @param settingOf the setting an input stands for, when its name is another (a deprecated alias)
 */
export function readInputs<Name extends string>(
  settings: readonly Name[],
  settingOf: (name: Name) => string = (name) => name,
): Raw<Name> {
  const secrets = settings.filter((name) => SECRET_SETTINGS.has(settingOf(name)));
  for (const name of secrets) {
    const value = core.getInput(name).trim();
    if (value) {
      core.setSecret(value);
      masked.add(value);
    }
  }
  return Object.fromEntries(settings.map((name) => [name, core.getInput(name)])) as Raw<Name>;
}
