// Debian's Chromium under playwright-core, and QR codes read back from its screenshots.
import { existsSync } from 'node:fs';
import jsQR from 'jsqr';
import { type Browser, chromium } from 'playwright-core';
import { PNG } from 'pngjs';

/** Where Debian's chromium package puts the browser; the tests use no other. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Starts headless Chromium. Playwright gives it a new empty profile (--user-data-dir) and
 * --headless itself; the flags keep it from reaching for Google's hosts, which this machine's
 * closed network refuses. Fails, never skips, when the browser is missing: the test exists to
 * run in a real browser.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `${chromiumPath} is missing: install Debian's chromium package ` +
        '(apt-get update && apt-get install -y --no-install-recommends chromium), as .ci/run does.',
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
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
