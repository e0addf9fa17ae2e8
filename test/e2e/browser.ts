// Headless Chromium under playwright-core, and QR codes read back from its screenshots.
import jsQR from 'jsqr';
import { type Browser, chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM_PATH_VARIABLE, noBrowserReason } from '../browser-setup.js';

/**
 * The browser to drive, made ready once before any test file runs by test/browser-setup.ts
 * (vitest's global setup): Debian's when installed, else the headless Chromium that the
 * @sparticuz/chromium dev dependency carries inside its npm tarball (Linux x64), unpacked with no
 * root and no download. So `npm ci && npm test` needs no apt step.
 */
function chromiumExecutable(): string {
  const path = process.env[CHROMIUM_PATH_VARIABLE];
  if (path) return path;
  throw new Error(
    noBrowserReason() ??
      `No browser for the browser tests: ${CHROMIUM_PATH_VARIABLE} is unset; run them with the ` +
        `repository's vitest.config.ts, whose global setup (test/browser-setup.ts) sets it.`,
  );
}

/**
 * Starts headless Chromium. Playwright gives it a new empty profile (--user-data-dir) and
 * --headless itself; the flags keep it from reaching for Google's hosts, which this machine's
 * closed network refuses. Fails, never skips, when no browser can be had: the test exists to
 * run in a real browser.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The text of the QR code in a PNG image, or undefined when none is found. */
export function decodeQrCode(png: Buffer): string | undefined {
  const { data, width, height } = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data;
}
