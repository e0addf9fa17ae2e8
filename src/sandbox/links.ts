import { createHash } from 'node:crypto';
import type { App, Build } from './model.js';

/**
 * The sandbox's public addresses, all under its origin `base` (no trailing slash):
 * install page `/<shortcut or buildKey>`, QR code `/app/qrcode/<shortcut or buildKey>` (PNG),
 * a build's QR code `/app/qrcodeHistory/<64 hex>` (PNG, `buildQRCodeURL`; see {@link Links.buildQrCode}),
 * package download `/app/download/<buildKey>`, iOS install manifest `/app/plist/<buildKey>`,
 * screenshot `/image/view/app_screenshots/<key>`, icon `/icon/<a>/<b>/<c>/<d>/<e>/<key>` (see
 * {@link Links.icon}), storage `/storage`.
 */
export class Links {
  constructor(readonly base: string) {}

  /** The install page path segment: the app's short link, or the buildKey when it is empty. */
  target(app: App, build: Build): string {
    return app.shortcut === '' ? build.key : app.shortcut;
  }

  installPage(target: string): string {
    return `${this.base}/${encodeURIComponent(target)}`;
  }

  qrCode(target: string): string {
    return `${this.base}/app/qrcode/${encodeURIComponent(target)}`;
  }

  /**
   * A build's QR code as the record's `buildQRCodeURL` names it: `/app/qrcodeHistory/<64 hex>`,
   * the form seen in public code calling the service (service.md#install-page). Its PNG encodes
   * the build's own page `/<buildKey>`, which is the sandbox's reading: what the service's encodes
   * is not confirmed.
   */
  buildQrCode(buildKey: string): string {
    return `${this.base}/app/qrcodeHistory/${qrCodeHistoryId(buildKey)}`;
  }

  download(buildKey: string): string {
    return `${this.base}/app/download/${encodeURIComponent(buildKey)}`;
  }

  /** The iOS install manifest an itms-services link names (service.md#install-links). */
  manifest(buildKey: string): string {
    return `${this.base}/app/plist/${encodeURIComponent(buildKey)}`;
  }

  screenshot(key: string): string {
    return `${this.base}/image/view/app_screenshots/${encodeURIComponent(key)}`;
  }

  /**
   * The icon's address as service.md#build-record forms it, the sandbox's `/icon` standing for
   * {icon_cdn_url}: the key's first 5 characters as folders, the key, and the resize query the
   * service's CDN answers (the sandbox serves the stored image as is).
   */
  icon(key: string): string {
    return `${this.base}${iconPath(key)}?x-oss-process=image/resize,m_lfit,h_120,w_120/format,jpg`;
  }

  storage(): string {
    return `${this.base}/storage`;
  }
}

/** The path of an icon's address, `/icon/<a>/<b>/<c>/<d>/<e>/<key>` (service.md#build-record). */
export function iconPath(key: string): string {
  // Icon keys are ASCII (storeIcon), so five UTF-16 units are five characters.
  const folders = key
    .slice(0, 5)
    .split('')
    .map((char) => encodeURIComponent(char));
  return `/icon/${folders.join('/')}/${encodeURIComponent(key)}`;
}

/**
 * The 64 hex digits that name a build's QR code (`/app/qrcodeHistory/<id>`): the SHA-256 of its
 * buildKey, so that the address is per build without being the buildKey (how the service makes
 * its id is not known).
 */
export function qrCodeHistoryId(buildKey: string): string {
  return createHash('sha256').update(buildKey).digest('hex');
}
