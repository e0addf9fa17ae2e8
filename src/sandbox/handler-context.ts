import type { Clock } from './clock.js';
import { ServiceRefusal, Codes } from './codes.js';
import type { FaultPlan } from './faults.js';
import type { ReceivedFile } from './form.js';
import type { Links } from './links.js';
import type { App, Build } from './model.js';
import type { UnstoredUploadCode } from './options.js';
import type { Params } from './params.js';
import type { PublishQueue } from './publish-queue.js';
import type { SandboxState } from './state.js';
import type { UploadTickets } from './upload-tickets.js';

/** Directories under the data directory. */
export interface DataPaths {
  /** Multipart files of API requests while they are handled. */
  incoming: string;
  /** Packages, one file per buildKey. */
  builds: string;
  /** Screenshots, one file per screenshot key. */
  screenshots: string;
  /** Build icons, one file per icon key. */
  icons: string;
}

/** Everything a running sandbox holds, shared by the request handlers. */
export interface SandboxCore {
  readonly state: SandboxState;
  readonly queue: PublishQueue;
  readonly tickets: UploadTickets;
  readonly faults: FaultPlan;
  readonly links: Links;
  readonly paths: DataPaths;
  readonly apiKey: string;
  readonly userKey: string;
  /** Items per page of list operations. */
  readonly pageSize: number;
  /** Added before every API answer, in ms (a stand-in for the service's round trip). */
  readonly latencyMs: number;
  readonly clock: Clock;
  /** buildInfo's answer for an issued key never stored (SandboxOptions.unstoredUploadCode). */
  readonly unstoredUploadCode: UnstoredUploadCode;
  /** Refuse the operations whose buildKey the spec marks optional without one (SandboxOptions). */
  readonly requireBuildKey: boolean;
}

/** What an API operation handler gets: its parameters, kept files, and the sandbox. */
export interface HandlerContext {
  readonly params: Params;
  readonly files: ReadonlyMap<string, ReceivedFile>;
  readonly core: SandboxCore;
  /** The request's arrival by `core.clock`; every handler uses this one reading. */
  readonly now: Date;
}

/** A handler's answer that is a 302 redirect rather than an envelope (app/install). */
export class Redirect {
  constructor(readonly location: string) {}
}

/** An API operation: returns the envelope's data (or a Redirect), throws ServiceRefusal for a code. */
export type Handler = (context: HandlerContext) => unknown;

/** The app named by the `appKey` parameter. @throws ServiceRefusal 1010 when empty, 1009 when unknown. */
export function requireApp({ params, core }: HandlerContext): App {
  const app = core.state.apps.get(params.required('appKey', Codes.appKeyEmpty));
  if (app === undefined) throw new ServiceRefusal(Codes.appNotFound);
  return app;
}

/** The build named by the `buildKey` parameter. @throws ServiceRefusal 1023 when empty, 1093 when unknown. */
export function requireBuild({ params, core }: HandlerContext): Build {
  const build = core.state.builds.get(params.required('buildKey', Codes.buildKeyEmpty));
  if (build === undefined) throw new ServiceRefusal(Codes.notFound);
  return build;
}

/**
 * The build of an operation whose `buildKey` the spec marks optional (app/updateApp,
 * set/cancelNewestVersion): the one named, else, as the spec does not say what such a call
 * changes, the sandbox's reading: the current build of the app uploaded to last (the account is
 * all that the call names). With the requireBuildKey option, a missing key answers 1023 instead.
 * @throws ServiceRefusal 1093 unknown build or no app at all; 1023 empty with requireBuildKey.
 */
export function buildOrCurrent(context: HandlerContext): Build {
  const { params, core } = context;
  if (core.requireBuildKey || params.optional('buildKey') !== undefined) {
    return requireBuild(context);
  }
  const app = core.state.lastUploadedApp();
  const build = app === undefined ? undefined : core.state.currentBuild(app);
  if (build === undefined) throw new ServiceRefusal(Codes.notFound);
  return build;
}
