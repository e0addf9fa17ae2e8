/**
 * What a health report holds (README.md "Release health"): the crash groups and feedback messages
 * the service received in a window, which base build it is about, and how they were attributed.
 * One shape for every sink: the job summary, chat, `--json`, the report/ sub-action's `report`
 * output, and (later) upload-and-wait's health section. Service text in it (titles, feedback) is
 * raw: each sink makes it inert.
 */

/** The build a report is about: the window starts when it was uploaded. */
export interface HealthBase {
  buildKey: string;
  /** buildVersion; '' when the record has none. */
  version: string;
  /** buildBuildVersion, the service's build number; undefined when unknown. */
  buildNumber: number | undefined;
  /** When it was uploaded (buildCreated), ISO 8601 UTC. */
  created: string;
  /** How it was chosen, one phrase: `given as since`, `newest build of branch main`. */
  chosen: string;
  /** Its own install page, `<web origin>/<buildKey>`; set by the report read (read.ts). */
  pageUrl?: string;
}

/** One crash group (api-v2 §2.7, crash/listAll). */
export interface HealthCrash {
  crashId: number;
  title: string;
  /** Crashes in the group. */
  count: number;
  /** crashAppVersion; '' when the service gave none. */
  appVersion: string;
  /** crashProcess 1 (true) or 2 (false); undefined for another value (its set is not shown). */
  processed: boolean | undefined;
  /** crashCreated, the group's creation (first seen), ISO 8601 UTC. */
  created: string;
}

/** One feedback message (api-v2 §2.6, feedback/listAll). */
export interface HealthFeedback {
  feedbackKey: string;
  /** The first 200 characters of feedbackContent (the service takes no more). */
  text: string;
  /** Images attached. */
  images: number;
  /** A voice recording is attached. */
  voice: boolean;
  /** feedbackCreated, ISO 8601 UTC. */
  created: string;
}

/** One list of a report: the newest `items`, and how many more there are in the window. */
export interface HealthList<T> {
  /** Newest first, at most max-items. */
  items: T[];
  /** Further entries in the window, not listed. */
  more: number;
  /** The list was read (a failed read is a warning; the list is then empty). */
  read: boolean;
  /** Pages of the service's list read (one request each). */
  pages: number;
  /** max-pages stopped the reading before the window's start: older entries were not read. */
  cut: boolean;
}

/** How the entries were tied to the base build or the window. */
export interface HealthAttribution {
  /**
   * version: crash groups whose crashAppVersion is the base build's version, created in the
   * window; window: every crash group created in the window, whatever its version.
   */
  crashes: 'version' | 'window';
  /** Always the window: the service's feedback list names no build (api-v2 §4.14). */
  feedback: 'window';
  /** One sentence for people, saying both. */
  said: string;
}

/** A health report. */
export interface HealthReport {
  appKey: string;
  /**
   * The app's name when the caller knows it (upload-and-wait: its build's buildName), for titles;
   * absent for report/, which is given a key. Outside text (from the package): inert where shown.
   */
  appName?: string;
  /** The build the window starts at; undefined for a window given as a day, time or duration. */
  base: HealthBase | undefined;
  /** The window, ISO 8601 UTC; `since` as it was given (`24h`, a buildKey, a day). */
  window: { from: string; to: string; since: string };
  attribution: HealthAttribution;
  crashes: HealthList<HealthCrash>;
  feedback: HealthList<HealthFeedback>;
  /** What could not be read or was cut, one line each (already logged as warnings). */
  warnings: string[];
}
