import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { serviceDay } from '../clock.js';
import { sendBody } from '../envelope.js';
import { escapeHtml } from '../../api/html.js';
import type { SandboxCore } from '../handler-context.js';
import { iconPath, qrCodeHistoryId } from '../links.js';
import { servePlist, serveInstallPage, submitInstallPassword } from './install.js';
import { PageNotFound, resolveTarget } from './target.js';

/** Answers one request to a page; `segment` is the pattern's capture, URL-decoded. */
type PageHandler = (
  res: ServerResponse,
  core: SandboxCore,
  segment: string,
  req: IncomingMessage,
) => Promise<void> | void;

/** A page the sandbox serves outside `/apiv2`. */
interface Page {
  /** The recorded operation name. */
  operation: string;
  pattern: RegExp;
  /** GET and HEAD. */
  serve: PageHandler;
  /** POST, for a page with a form; other pages answer POST as an unknown path. */
  post?: PageHandler;
}

const packageTypes: Record<string, string> = {
  '.apk': 'application/vnd.android.package-archive',
  '.ipa': 'application/octet-stream',
  '.hap': 'application/octet-stream',
};
const imageTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

/** The pages, first match wins; `segment` is the pattern's capture, URL-decoded. */
export const pages: readonly Page[] = [
  { operation: 'qrcode', pattern: /^\/app\/qrcode\/([^/]+)$/, serve: serveQrCode },
  {
    operation: 'qrcode-history',
    pattern: /^\/app\/qrcodeHistory\/([0-9a-f]{64})$/,
    serve: serveBuildQrCode,
  },
  { operation: 'download', pattern: /^\/app\/download\/([^/]+)$/, serve: serveDownload },
  { operation: 'plist', pattern: /^\/app\/plist\/([^/]+)$/, serve: servePlist },
  { operation: 'icon', pattern: /^\/icon\/(?:[^/]+\/){5}([^/]+)$/, serve: serveIcon },
  {
    operation: 'screenshot',
    pattern: /^\/image\/view\/app_screenshots\/([^/]+)$/,
    serve: serveScreenshot,
  },
  {
    operation: 'install-page',
    pattern: /^\/([^/]+)$/,
    serve: serveInstallPage,
    post: submitInstallPassword,
  },
];

/**
 * The page for `path` and its decoded segment, if any. A segment that decodes to a path
 * separator or `..` matches nothing, so a screenshot key cannot leave its directory.
 */
export function matchPage(path: string): { page: Page; segment: string } | undefined {
  for (const page of pages) {
    const capture = page.pattern.exec(path)?.[1];
    if (capture === undefined) continue;
    const segment = safeDecode(capture);
    return segment === undefined ? undefined : { page, segment };
  }
  return undefined;
}

function safeDecode(segment: string): string | undefined {
  try {
    const decoded = decodeURIComponent(segment);
    return /[/\\]/.test(decoded) || decoded === '..' ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/**
 * Sends a plain HTML error page with `status`, like nginx in front of the service
 * (service.md#quirks: HTML instead of JSON after a domain move); also the sandbox's own 404 for
 * unknown pages.
 */
export function sendHtmlError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  retryAfterSeconds?: number,
): void {
  req.resume();
  if (retryAfterSeconds !== undefined) res.setHeader('retry-after', String(retryAfterSeconds));
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  const body = `<html>\n<head><title>${escapeHtml(title)}</title></head>\n<body>\n<center><h1>${escapeHtml(title)}</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n`;
  sendBody(res, status, 'text/html; charset=utf-8', body);
}

/** The QR code (PNG) of the install page of `target`: it encodes that page's address. */
async function serveQrCode(res: ServerResponse, core: SandboxCore, target: string): Promise<void> {
  resolveTarget(core, target); // for its PageNotFound: no QR code of a page that does not exist
  await sendQrCode(res, core.links.installPage(target));
}

/** A build's `buildQRCodeURL` (PNG): the QR code of that build's own page, `/<buildKey>`. */
async function serveBuildQrCode(res: ServerResponse, core: SandboxCore, id: string): Promise<void> {
  const build = [...core.state.builds.values()].find((each) => qrCodeHistoryId(each.key) === id);
  if (build === undefined) throw new PageNotFound();
  await sendQrCode(res, core.links.installPage(build.key));
}

/** A PNG QR code of `address`. */
async function sendQrCode(res: ServerResponse, address: string): Promise<void> {
  // Loaded lazily (not needed to start), and through `default`: qrcode is a CommonJS package, whose
  // named exports an ES module bundle does not get (Node's interop).
  const { default: qrcode } = await import('qrcode');
  const png = await qrcode.toBuffer(address, { type: 'png', margin: 2, width: 240 });
  sendBody(res, 200, 'image/png', png);
}

/** The package of a build, as an attachment named buildFileName; counts a download. */
async function serveDownload(
  res: ServerResponse,
  core: SandboxCore,
  buildKey: string,
): Promise<void> {
  const build = core.state.builds.get(buildKey);
  if (build?.filePath === undefined) throw new PageNotFound();
  const day = serviceDay(core.clock.now());
  build.downloadsByDay.set(day, (build.downloadsByDay.get(day) ?? 0) + 1);
  const type = packageTypes[extname(build.fileName).toLowerCase()] ?? 'application/octet-stream';
  await sendFile(res, build.filePath, type, {
    'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(build.fileName)}`,
  });
}

/**
 * A build's icon at its service.md#build-record address; the folders must be the key's first 5
 * characters.
 */
async function serveIcon(
  res: ServerResponse,
  core: SandboxCore,
  key: string,
  req: IncomingMessage,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
  if (path !== iconPath(key)) throw new PageNotFound();
  await sendFile(res, join(core.paths.icons, key), 'image/png', {});
}

async function serveScreenshot(res: ServerResponse, core: SandboxCore, key: string): Promise<void> {
  const type = imageTypes[extname(key).toLowerCase()] ?? 'application/octet-stream';
  await sendFile(res, join(core.paths.screenshots, key), type, {});
}

async function sendFile(
  res: ServerResponse,
  path: string,
  contentType: string,
  headers: Record<string, string>,
): Promise<void> {
  const size = await stat(path).then(
    (stats) => stats.size,
    () => undefined,
  );
  if (size === undefined) throw new PageNotFound();
  res.writeHead(200, { ...headers, 'content-type': contentType, 'content-length': size });
  await pipeline(createReadStream(path), res);
}
