/**
 * A health report read back from the pull request comment's hidden block (comment-body.ts), where
 * each job keeps its app's section for the next job of the commit: checked field by field before
 * it is rendered again, as the build rows are, so that an edited block renders as text like any
 * report, never as markup of its own.
 */
import type { HealthReport } from '../jobs/health/report.js';
import {
  isBoolean,
  isNumber,
  isString,
  isWebUrl,
  listOf,
  objectOf,
  optional,
} from './field-checks.js';

/** A list of a report: its entries, checked by `item`, and how it was read. */
const list = (item: Readonly<Record<string, (value: unknown) => boolean>>) =>
  objectOf({
    items: listOf(objectOf(item)),
    more: isNumber,
    read: isBoolean,
    pages: isNumber,
    cut: isBoolean,
  });

const REPORT = objectOf({
  appKey: isString,
  appName: optional(isString),
  base: optional(
    objectOf({
      buildKey: isString,
      version: isString,
      buildNumber: optional(isNumber),
      created: isString,
      chosen: isString,
      pageUrl: optional(isWebUrl),
    }),
  ),
  window: objectOf({ from: isString, to: isString, since: isString }),
  attribution: objectOf({ crashes: isString, feedback: isString, said: isString }),
  crashes: list({
    crashId: isNumber,
    title: isString,
    count: isNumber,
    appVersion: isString,
    processed: optional(isBoolean),
    created: isString,
  }),
  feedback: list({
    feedbackKey: isString,
    text: isString,
    images: isNumber,
    voice: isBoolean,
    created: isString,
  }),
  warnings: listOf(isString),
});

/**
 * Whether `value` is a HealthReport as health-section.ts renders one: every field it reads of its
 * type, the base build's page an http(s) address. Rendering such a report cannot throw.
 */
export function isHealthReport(value: unknown): value is HealthReport {
  return REPORT(value);
}
