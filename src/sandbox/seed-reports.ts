/**
 * `pgyer sandbox --seed-reports FILE` (docs/sandbox.md#crash-groups-and-feedback): crash groups and
 * feedback messages to serve, each with the time it arrived and (a crash group) the app version,
 * so that a digest (`pgyer report`) has something to tell. The file is ours to read: JSON, at most
 * 1 MiB, each text bounded.
 */
import { InputError } from '../api/index.js';
import { parseTime } from '../common/time.js';
import type { Crash, Feedback } from './model.js';
import type { SandboxState } from './state.js';

/** The largest file read (bytes): far above any hand-written set of reports. */
export const MAX_SEED_FILE_BYTES = 1024 * 1024;

/** What one crash group or feedback message of the file sets; the rest takes addCrash's defaults. */
export type CrashSeed = Partial<Omit<Crash, 'id' | 'appKey'>>;
/** What one feedback message of the file sets; the rest takes addFeedback's defaults. */
export type FeedbackSeed = Partial<Omit<Feedback, 'key' | 'appKey'>>;

/** The reports of one file, for the app `appKey`. */
export interface ReportSeeds {
  appKey: string;
  crashes: CrashSeed[];
  feedback: FeedbackSeed[];
}

const OPTION = 'seed-reports';
const AGE_UNITS_MS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };
const TIME_FORMS =
  'ISO 8601 with its zone, YYYY-MM-DD HH:mm:ss in UTC+8, or an age such as 90m, 6h, 3d';

/**
 * The reports of a `--seed-reports` file:
 * `{ "appKey"?, "crashes"?: [{ title, created, appVersion?, count?, log?, process?, describe?,
 * pattern? }], "feedback"?: [{ content, created, images?: n | [urls], voice?: bool | url,
 * deviceName? }] }`. `created` is ISO 8601 with its zone, the service's `YYYY-MM-DD HH:mm:ss`
 * (UTC+8) or an age before `now` (`90m`, `6h`, `3d`).
 * @param appKey the app for a file that names none (the one --seed-builds made)
 * @throws InputError naming --seed-reports and the entry for anything else
 */
export function parseReportSeeds(text: string, now: Date, appKey?: string): ReportSeeds {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InputError(OPTION, `is not JSON: ${(error as Error).message}`);
  }
  const file = objectAt(value, 'the file');
  const app = file.appKey === undefined ? appKey : textAt(file.appKey, 'appKey', 64);
  if (app === undefined || app === '') {
    throw new InputError(OPTION, 'names no appKey: give "appKey" in the file or --seed-builds');
  }
  return {
    appKey: app,
    crashes: listAt(file.crashes, 'crashes').map((entry, index) =>
      crashSeed(objectAt(entry, `crashes[${index + 1}]`), `crashes[${index + 1}]`, now),
    ),
    feedback: listAt(file.feedback, 'feedback').map((entry, index) =>
      feedbackSeed(objectAt(entry, `feedback[${index + 1}]`), `feedback[${index + 1}]`, now),
    ),
  };
}

/** Adds `seeds` to `state`; the numbers added. */
export function seedReports(
  state: SandboxState,
  seeds: ReportSeeds,
): { crashes: number; feedback: number } {
  for (const crash of seeds.crashes) state.addCrash(seeds.appKey, crash);
  for (const feedback of seeds.feedback) state.addFeedback(seeds.appKey, feedback);
  return { crashes: seeds.crashes.length, feedback: seeds.feedback.length };
}

function crashSeed(entry: Record<string, unknown>, where: string, now: Date): CrashSeed {
  const optional = (field: string, max: number) =>
    entry[field] === undefined ? {} : { [field]: textAt(entry[field], `${where}.${field}`, max) };
  return {
    title: textAt(entry.title, `${where}.title`, 1000),
    created: timeAt(entry.created, `${where}.created`, now),
    ...optional('appVersion', 100),
    ...optional('log', 200_000),
    ...optional('describe', 10_000),
    ...optional('pattern', 1000),
    ...(entry.process === undefined ? {} : { process: entry.process === 1 ? '1' : '2' }),
    ...(entry.count === undefined ? {} : { count: countAt(entry.count, `${where}.count`) }),
  };
}

function feedbackSeed(entry: Record<string, unknown>, where: string, now: Date): FeedbackSeed {
  const { images, voice } = entry;
  return {
    content: textAt(entry.content, `${where}.content`, 200),
    created: timeAt(entry.created, `${where}.created`, now),
    ...(images === undefined
      ? {}
      : {
          images:
            typeof images === 'number'
              ? Array.from(
                  { length: countAt(images, `${where}.images`) },
                  (_, index) => `https://example.com/feedback-image-${index + 1}.png`,
                )
              : listAt(images, `${where}.images`).map((url, index) =>
                  textAt(url, `${where}.images[${index + 1}]`, 2000),
                ),
        }),
    ...(voice === undefined
      ? {}
      : {
          voice:
            typeof voice === 'boolean'
              ? voice
                ? 'https://example.com/feedback-voice.amr'
                : ''
              : textAt(voice, `${where}.voice`, 2000),
        }),
    ...(entry.deviceName === undefined
      ? {}
      : { deviceName: textAt(entry.deviceName, `${where}.deviceName`, 200) }),
  };
}

function objectAt(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InputError(OPTION, `${where} is not an object`);
  }
  return value as Record<string, unknown>;
}

function listAt(value: unknown, where: string): unknown[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 10_000) {
    throw new InputError(OPTION, `${where} is not a list of at most 10000 entries`);
  }
  return value;
}

function textAt(value: unknown, where: string, max: number): string {
  if (typeof value !== 'string' || value.length > max) {
    throw new InputError(OPTION, `${where} is not a text of at most ${max} characters`);
  }
  return value;
}

function countAt(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new InputError(OPTION, `${where} is not a whole number from 0 to 1000000`);
  }
  return value;
}

/** An ISO or service time, or an age before `now`. */
function timeAt(value: unknown, where: string, now: Date): Date {
  const text = typeof value === 'string' ? value.trim() : '';
  const age = /^(\d{1,6})([mhd])$/.exec(text);
  const time = age
    ? new Date(now.getTime() - Number(age[1]) * (AGE_UNITS_MS[age[2] ?? 'm'] ?? 0))
    : parseTime(text);
  if (time === undefined) {
    throw new InputError(OPTION, `${where} ${JSON.stringify(value)} is not a time (${TIME_FORMS})`);
  }
  return time;
}
