/** A job's settings read from the action's inputs, secrets masked first. */
import * as core from '@actions/core';
import type { Raw } from '../../jobs/options/checker.js';
import { NOTIFY_SECRET_SETTINGS } from '../../jobs/notify/options.js';
import { SECRET_SETTINGS } from '../../jobs/options/connection.js';

/** Every setting whose value is a secret: the connection's and the upload's, and the webhooks'. */
const SECRETS: ReadonlySet<string> = new Set([...SECRET_SETTINGS, ...NOTIFY_SECRET_SETTINGS]);

const masked = new Set<string>();

/** Every secret input value read so far, for the lines the runner's masking may not cover. */
export function maskedSecrets(): ReadonlySet<string> {
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
  const secrets = settings.filter((name) => SECRETS.has(settingOf(name)));
  for (const name of secrets) {
    const value = core.getInput(name).trim();
    if (value) {
      core.setSecret(value);
      masked.add(value);
    }
  }
  return Object.fromEntries(settings.map((name) => [name, core.getInput(name)])) as Raw<Name>;
}
