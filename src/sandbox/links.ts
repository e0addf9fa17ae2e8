import type { App, Build } from './model.js';

/**
 * The sandbox's public addresses, all under its origin `base` (no trailing slash):
 * install page `/<shortcut or buildKey>`, QR code `/app/qrcode/<shortcut or buildKey>` (PNG),
 * package download `/app/download/<buildKey>`, iOS install manifest `/app/plist/<buildKey>`,
 * screenshot `/image/view/app_screenshots/<key>`, storage `/storage`.
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

  download(buildKey: string): string {
    return `${this.base}/app/download/${encodeURIComponent(buildKey)}`;
  }

  /** The iOS install manifest an itms-services link names (api-v2 §4.4). */
  manifest(buildKey: string): string {
    return `${this.base}/app/plist/${encodeURIComponent(buildKey)}`;
  }

  screenshot(key: string): string {
    return `${this.base}/image/view/app_screenshots/${encodeURIComponent(key)}`;
  }

  storage(): string {
    return `${this.base}/storage`;
  }
}
