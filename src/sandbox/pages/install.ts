import type { IncomingMessage, ServerResponse } from 'node:http';
import { Codes } from '../codes.js';
import { sendBody, sendEnvelope } from '../envelope.js';
import { readForm } from '../form.js';
import type { SandboxCore } from '../handler-context.js';
import { renderInstallPage } from './install-page.js';
import { needsPassword, passwordAccepted, unavailability } from './install-access.js';
import { installState, type Visitor } from './install-state.js';
import { accessCookie, hasAccessCookie, isAccessToken } from './install-token.js';
import { renderManifest } from './manifest.js';
import { PageNotFound, resolveTarget, type Target } from './target.js';

/** GET `/<target>`: the install page; the access cookie opens a password app. */
export function serveInstallPage(
  res: ServerResponse,
  core: SandboxCore,
  target: string,
  req: IncomingMessage,
): void {
  const found = resolveTarget(core, target);
  sendInstallPage(res, core, target, found, hasAccessCookie(req, found.app) ? 'unlocked' : 'new');
}

/**
 * POST `/<target>` from the password form. A wrong password gets the page again with the
 * service's refusal (1050), HTTP 200 like the service's refusals. The right one gets the access
 * cookie and a 303 back to the page, so that reloading it does not post the password again.
 */
export async function submitInstallPassword(
  res: ServerResponse,
  core: SandboxCore,
  target: string,
  req: IncomingMessage,
): Promise<void> {
  const found = resolveTarget(core, target);
  const { app } = found;
  const form = await readForm(req, { fileFields: [], tempDir: core.paths.incoming });
  await form.discard();
  if (!passwordAccepted(app, form.fields.get('password') ?? '')) {
    sendInstallPage(res, core, target, found, 'refused');
    return;
  }
  res.writeHead(303, {
    location: core.links.installPage(target),
    'content-length': 0,
    ...(needsPassword(app) ? { 'set-cookie': accessCookie(app) } : {}),
  });
  res.end();
}

/**
 * GET `/app/plist/<buildKey>`: the iOS install manifest. A password app's manifest needs the
 * access token (`?token=`, what the page links to) or the password (`?password=`, the spec's
 * form); refusals are the service's envelope, as from app/install.
 */
export function servePlist(
  res: ServerResponse,
  core: SandboxCore,
  buildKey: string,
  req: IncomingMessage,
): void {
  const build = core.state.builds.get(buildKey);
  if (build?.platform !== 'ios') throw new PageNotFound();
  const app = core.state.appOf(build);
  const query = new URL(req.url ?? '/', 'http://sandbox').searchParams;
  const opened =
    passwordAccepted(app, query.get('password') ?? '') ||
    isAccessToken(app, query.get('token') ?? '');
  const refusal =
    unavailability(app, build, core.clock.now())?.code ??
    (opened ? undefined : Codes.wrongPassword);
  if (refusal === undefined) {
    const manifest = renderManifest(build, core.links.download(build.key));
    sendBody(res, 200, 'application/xml; charset=utf-8', manifest);
  } else {
    sendEnvelope(res, refusal);
  }
}

/**
 * Sends the page of `target` for `visitor`. It differs per visitor, so nothing may cache it;
 * the policy lets it load only the sandbox's own images and post only to itself, a second line
 * behind the escaping.
 */
function sendInstallPage(
  res: ServerResponse,
  core: SandboxCore,
  target: string,
  { app, build }: Target,
  visitor: Visitor,
): void {
  const state = installState(core.links, app, build, core.clock.now(), visitor);
  const html = renderInstallPage({
    app,
    build,
    qrCodeUrl: core.links.qrCode(target),
    iconUrl: build.iconKey === '' ? undefined : core.links.icon(build.iconKey),
    state,
  });
  res.setHeader('cache-control', 'no-store');
  res.setHeader(
    'content-security-policy',
    `default-src 'none'; img-src 'self' ${core.links.base}; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'`,
  );
  sendBody(res, 200, 'text/html; charset=utf-8', html);
}
