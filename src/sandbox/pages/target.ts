import type { SandboxCore } from '../handler-context.js';
import type { App, Build } from '../model.js';

/** Thrown by a page whose target does not exist: the server answers the HTML 404. */
export class PageNotFound extends Error {
  override name = 'PageNotFound';
}

/** A build and its app, as a page shows them. */
export interface Target {
  app: App;
  build: Build;
}

/**
 * The build a page shows: `target` is a buildKey, an app's short link (its current build), or a
 * channel's short link (the build last uploaded to the channel).
 * @throws PageNotFound when it is none of them, or a channel without a build.
 */
export function resolveTarget(core: SandboxCore, target: string): Target {
  const channelBuild = core.state.channels.get(target)?.buildKey;
  const direct = core.state.builds.get(channelBuild ?? target);
  const app = direct === undefined ? core.state.appByShortcut(target) : core.state.appOf(direct);
  const build = direct ?? (app === undefined ? undefined : core.state.currentBuild(app));
  if (app === undefined || build === undefined) throw new PageNotFound();
  return { app, build };
}
