/**
 * The size gate's settings (README.md "Size gate"): how much a build may grow against the build it
 * replaces before a warning or a failure, and an absolute budget. Sizes read as SI and IEC write
 * them: KB, MB, GB are 1000, 1000², 1000³ bytes; KiB, MiB, GiB 1024, 1024², 1024³ (case aside);
 * a bare number is bytes.
 */
import { formatSize } from '../../../api/upload/progress.js';
import type { SizeChange } from '../../../api/upload/published-build.js';
import type { Checker, Raw, RawValue } from '../../options/checker.js';
import { settingsByName, type NameOf, type Setting } from '../../options/setting.js';

/** A threshold of growth: a percentage of the base build's size, or a number of bytes. */
export type SizeIncrease = ({ percent: number } | { bytes: number }) & {
  /** The value as given (`5%`, `2MiB`), for the messages. */
  text: string;
};

/** The size gate of a run; each threshold absent when not given (the gate is then off). */
export interface SizeGate {
  /** Above it (one byte more than it allows), one warning per file. */
  warnIncrease?: SizeIncrease;
  /** Above it, the run fails before any upload. */
  failIncrease?: SizeIncrease;
  /** The most bytes a file may have, checked before any request. */
  budget?: number;
}

const UNIT_BYTES: Readonly<Record<string, number>> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

// Bounded patterns over a setting's text (no package data): a number, then a unit or `%`.
const SIZE = /^(\d{1,15}(?:\.\d{1,6})?)\s*([kmg]i?b|b)?$/i;
const PERCENT = /^(\d{1,6}(?:\.\d{1,2})?)\s*%$/;

const SIZE_WORDS = 'a size (500KB, 2MiB; KB = 1000 bytes, KiB = 1024)';

/** `text` in bytes (rounded to a whole byte), or undefined when it is no size. */
export function parseSize(text: string): number | undefined {
  const match = SIZE.exec(text);
  if (!match) return undefined;
  const unit = UNIT_BYTES[(match[2] ?? 'b').toLowerCase()] ?? 1;
  const bytes = Math.round(Number(match[1]) * unit);
  return Number.isSafeInteger(bytes) ? bytes : undefined;
}

/** A threshold setting: `5%` or a size. */
function increaseSetting<const Name extends string>(
  name: Name,
  help: string,
): Setting<Name, SizeIncrease | undefined> {
  return {
    name,
    help,
    value: '<percent|size>',
    check: (check, value) => {
      const text = check.text(value);
      if (text === undefined) return undefined;
      const percent = PERCENT.exec(text);
      if (percent) return { percent: Number(percent[1]), text };
      const bytes = parseSize(text);
      if (bytes !== undefined) return { bytes, text };
      check.add(name, `is "${text}"; give a percentage (5%) or ${SIZE_WORDS}`);
      return undefined;
    },
  };
}

/** The settings of the size gate, spread into the upload job's (options.ts). */
export const SIZE_SETTINGS = [
  increaseSetting(
    'size-warn-increase',
    'warn when a file is more than this larger than the build it replaces (same identifier and build type): a percentage (5%) or a size (500KB, 2MiB)',
  ),
  increaseSetting(
    'size-fail-increase',
    'fail before uploading when a file is more than this larger than the build it replaces: a percentage (5%) or a size (500KB, 2MiB)',
  ),
  {
    name: 'size-budget',
    help: 'fail before any request when a file is larger than this size (500KB, 2MiB)',
    value: '<size>',
    check: (check: Checker, value: RawValue): number | undefined => {
      const text = check.text(value);
      if (text === undefined) return undefined;
      const bytes = parseSize(text);
      if (bytes === undefined) check.add('size-budget', `is "${text}"; give ${SIZE_WORDS}`);
      return bytes;
    },
  } satisfies Setting<'size-budget', number | undefined>,
] as const;

const SETTING = settingsByName(SIZE_SETTINGS);

/**
 * The size gate asked for; a file over `size-budget` is a problem with it, recorded now, before
 * any request.
 * @param files the files to upload, with their sizes in bytes
 */
export function checkSizeGate(
  check: Checker,
  raw: Raw<NameOf<typeof SIZE_SETTINGS>>,
  files: readonly { path: string; size: number }[],
): SizeGate {
  const warnIncrease = SETTING['size-warn-increase'].check(check, raw['size-warn-increase']);
  const failIncrease = SETTING['size-fail-increase'].check(check, raw['size-fail-increase']);
  const budget = SETTING['size-budget'].check(check, raw['size-budget']);
  if (budget !== undefined) {
    for (const file of files.filter((each) => each.size > budget)) {
      check.add(
        'size-budget',
        `${file.path} is ${sized(file.size)}, over the budget of ${sized(budget)}`,
      );
    }
  }
  return {
    ...(warnIncrease ? { warnIncrease } : {}),
    ...(failIncrease ? { failIncrease } : {}),
    ...(budget === undefined ? {} : { budget }),
  };
}

/** True when any size setting is given: the run then looks up the build each file replaces. */
export function sizeGateOn(gate: SizeGate): boolean {
  return Object.keys(gate).length > 0;
}

/**
 * True when `change` is an increase above `limit`: exactly the limit passes, one byte more trips
 * it. A percentage is compared in whole hundredths of a percent, without float error.
 */
export function increaseAbove(limit: SizeIncrease, change: SizeChange): boolean {
  if ('bytes' in limit) return change.bytes > limit.bytes;
  return change.bytes * 10_000 > Math.round(limit.percent * 100) * change.baseBytes;
}

/** A size in binary units and in bytes: `3.1 MiB (3224000 bytes)`. */
export function sized(bytes: number): string {
  return `${formatSize(bytes)} (${String(bytes)} bytes)`;
}
