/** What every job runs with; the front-ends build it, tests build it over the sandbox. */
import type { SettingNamer, Transport } from '../api/index.js';
import type { JobLogger } from './logger.js';

/** The service connection, where to log, the run's cancellation, and the clock. */
export interface JobContext {
  transport: Transport;
  logger: JobLogger;
  /** Aborts on SIGINT or SIGTERM; the transport's requests already stop with it. */
  signal: AbortSignal;
  /** Milliseconds since the epoch; injected so that policies over dates can be tested. */
  now: () => number;
  /**
   * How the front-end names a setting in a message (`input dingtalk-secret`, `--dingtalk-secret
   * or PGYER_DINGTALK_SECRET`); as declared (`dingtalk-secret`) when not given.
   */
  settingName?: SettingNamer | undefined;
}
