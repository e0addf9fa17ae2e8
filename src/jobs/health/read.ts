/**
 * Reads a health report for a window (README.md "Release health"): crash/listAll and
 * feedback/listAll page by page until an entry older than the window's start, at most max-pages
 * each, then attributes them. Reads that fail are one warning each, never a failure: upload-and-
 * wait calls this for its base build after the upload succeeded.
 */
import {
  listCrashes,
  listFeedback,
  toError,
  webOriginFor,
  webPageOf,
  type Crash,
  type Feedback,
  type Page,
} from '../../api/index.js';
import { truncateChars } from '../../common/cut.js';
import { parseTime } from '../../common/time.js';
import type { JobContext } from '../context.js';
import type {
  HealthAttribution,
  HealthBase,
  HealthCrash,
  HealthFeedback,
  HealthList,
  HealthReport,
} from './report.js';

/** What to report on. */
export interface HealthRequest {
  appKey: string;
  /** The window's start (the base build's upload time, or the `since` given). */
  from: Date;
  /** `since` as given, for the report. */
  since: string;
  /** The build the window starts at, when there is one: crash groups of its version are its. */
  base?: HealthBase | undefined;
  /** Entries listed of each list; the rest are counted. */
  maxItems: number;
  /** Pages read at most of each list. */
  maxPages: number;
}

/** The feedback characters kept: the service takes at most 200 (api-v2 §9, error 1043). */
const FEEDBACK_CHARS = 200;

/**
 * The report of `request`, read now.
 * @throws only the run's cancel
 */
export async function readHealth(job: JobContext, request: HealthRequest): Promise<HealthReport> {
  const warnings: string[] = [];
  const from = request.from.getTime();
  const crashes = await readWindow(job, request, warnings, {
    what: 'crash groups',
    page: (page) => listCrashes(job.transport, request.appKey, page),
    entry: crashOf,
    from,
  });
  const feedback = await readWindow(job, request, warnings, {
    what: 'feedback messages',
    page: (page) => listFeedback(job.transport, request.appKey, page),
    entry: feedbackOf,
    from,
  });
  const version = request.base?.version ?? '';
  const byVersion = version !== '' && crashes.entries.some((crash) => crash.appVersion !== '');
  const attributed = byVersion
    ? crashes.entries.filter((crash) => crash.appVersion === version)
    : crashes.entries;
  return {
    appKey: request.appKey,
    // The base build's own page keeps showing it after newer builds (service.md#install-page).
    base: request.base && {
      ...request.base,
      pageUrl: webPageOf(webOriginFor(job.transport.apiUrl), request.base.buildKey),
    },
    window: {
      from: request.from.toISOString(),
      to: new Date(job.now()).toISOString(),
      since: request.since,
    },
    attribution: attribution(byVersion, version),
    crashes: listOf(attributed, crashes, request.maxItems),
    feedback: listOf(feedback.entries, feedback, request.maxItems),
    warnings,
  };
}

function attribution(byVersion: boolean, version: string): HealthAttribution {
  const crashes = byVersion
    ? `crash groups of version ${version} (the base build's) first seen in the window`
    : 'crash groups first seen in the window, of any version';
  return {
    crashes: byVersion ? 'version' : 'window',
    feedback: 'window',
    said: `Attribution: ${crashes}; feedback received in the window (the service's feedback names no build).`,
  };
}

/** What reading one list gave: its entries in the window, newest first, and how it went. */
interface WindowRead<T> {
  entries: T[];
  read: boolean;
  pages: number;
  cut: boolean;
}

function listOf<T>(entries: T[], read: WindowRead<unknown>, maxItems: number): HealthList<T> {
  return {
    items: entries.slice(0, maxItems),
    more: Math.max(0, entries.length - maxItems),
    read: read.read,
    pages: read.pages,
    cut: read.cut,
  };
}

/** How to read one list. */
interface ListReader<R, T> {
  /** `crash groups`: the warnings name the list. */
  what: string;
  page: (page: number) => Promise<Page<R>>;
  /** The entry of a record; undefined for one without a time (left out). */
  entry: (record: R) => (T & { created: string }) | undefined;
  /** The window's start, ms since the epoch. */
  from: number;
}

/**
 * The entries of one list created at or after `reader.from`, newest first. Pages are read in turn
 * until one ends with an entry older than the window (the lists are newest first), the last page,
 * or max-pages (a warning then says the rest was not read). A failed read keeps what was read
 * before it and warns once.
 */
async function readWindow<R, T>(
  job: JobContext,
  request: HealthRequest,
  warnings: string[],
  reader: ListReader<R, T & { created: string }>,
): Promise<WindowRead<T & { created: string }>> {
  const entries: (T & { created: string })[] = [];
  let pages = 0;
  let last = 1;
  try {
    while (pages < request.maxPages && pages < last) {
      const page = await reader.page(pages + 1);
      pages += 1;
      last = page.pageCount;
      const read = page.items.flatMap((record) => reader.entry(record) ?? []);
      entries.push(...read.filter((entry) => Date.parse(entry.created) >= reader.from));
      if (page.items.length === 0 || read.some((entry) => Date.parse(entry.created) < reader.from))
        return done(entries, pages, false);
    }
  } catch (error) {
    if (job.signal.aborted) throw error;
    warn(job, warnings, `The ${reader.what} could not be read: ${toError(error).message}`);
    return { ...done(entries, pages, false), read: false };
  }
  const cut = pages < last;
  if (cut) {
    warn(
      job,
      warnings,
      `Read ${pages} pages of ${reader.what} (max-pages): older ones in the window were not read`,
    );
  }
  return done(entries, pages, cut);
}

function done<T extends { created: string }>(
  entries: T[],
  pages: number,
  cut: boolean,
): WindowRead<T> {
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  return { entries: newestFirst, read: true, pages, cut };
}

function warn(job: JobContext, warnings: string[], line: string): void {
  warnings.push(line);
  job.logger.warning(line);
}

function crashOf(record: Crash): HealthCrash | undefined {
  const created = parseTime(record.crashCreated ?? '');
  if (created === undefined || record.crashId === undefined) return undefined;
  return {
    crashId: record.crashId,
    title: record.crashTitle ?? '',
    count: record.crashCount ?? 0,
    appVersion: record.crashAppVersion ?? '',
    processed: record.crashProcess === '1' ? true : record.crashProcess === '2' ? false : undefined,
    created: created.toISOString(),
  };
}

function feedbackOf(record: Feedback): HealthFeedback | undefined {
  const created = parseTime(record.feedbackCreated ?? '');
  if (created === undefined) return undefined;
  return {
    feedbackKey: record.feedbackKey ?? '',
    text: truncateChars(record.feedbackContent ?? '', FEEDBACK_CHARS),
    images: record.feedbackImages?.length ?? 0,
    voice: (record.feedbackVoice ?? '') !== '',
    created: created.toISOString(),
  };
}
