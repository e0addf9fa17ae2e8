/** A job's settings read from the action's inputs, secrets masked first. */
import * as core from '@actions/core';
import { SecretSet } from '../../api/redact.js';
import { PUBLIC_WEBHOOK_PARTS } from '../../jobs/notify/channels.js';
import type { Raw } from '../../jobs/options/checker.js';
import type { AnySetting } from '../../jobs/options/setting.js';

// Webhook URLs are among the secret inputs: their public words stay readable.
const masked = new SecretSet([], PUBLIC_WEBHOOK_PARTS);

/**
 * The run's secrets: every secret input value read so far, and those its job learns (storage
 * credentials), for the lines and files the runner's masking does not cover (parts and encoded
 * forms of a secret, the job summary, the receipt, chat messages).
 */
export function maskedSecrets(): SecretSet {
  return masked;
}

/** An input: a declared setting, or a name (the vendor's aliases). */
export type Input = AnySetting | string;

/** The input name of `input`. */
export type InputName<I> = I extends AnySetting ? I['name'] : I;

/**
 * The raw value of each input in `inputs` (core.getInput, '' when not given). The secret inputs
 * (a setting declared `secret`, or an input standing for one) are read and masked with
 * core.setSecret before any other, so no later message can show them.
 * @param settingOf the setting an input stands for, when its name is another (a deprecated alias)
 */
export function readInputs<const List extends readonly Input[]>(
  inputs: List,
  settingOf: (name: string) => string = (name) => name,
): Raw<InputName<List[number]>> {
  const declared = new Map(
    inputs.flatMap((input) => (typeof input === 'string' ? [] : [[input.name, input] as const])),
  );
  const names = inputs.map((input) => (typeof input === 'string' ? input : input.name));
  const isSecret = (name: string) => {
    const setting = settingOf(name);
    return declared.get(setting)?.secret !== undefined;
  };
  for (const name of names.filter(isSecret)) {
    const value = core.getInput(name).trim();
    if (value) {
      core.setSecret(value);
      masked.add(value);
    }
  }
  return Object.fromEntries(names.map((name) => [name, core.getInput(name)])) as Raw<
    InputName<List[number]>
  >;
}
