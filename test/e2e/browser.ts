// Headless Chromium under playwright-core, and QR codes read back from its screenshots.
import { existsSync } from 'node:fs';
import sparticuzChromium from '@sparticuz/chromium';
import jsQR from 'jsqr';
import { type Browser, chromium } from 'playwright-core';
import { PNG } from 'pngjs';

/** Where Debian's chromium package puts the browser; preferred when installed. */
const debianChromiumPath = '/usr/bin/chromium';

/**
 * The browser to drive: Debian's when installed, else the headless Chromium that the
 * @sparticuz/chromium dev dependency carries inside its npm tarball (Linux x64), unpacked into the
 * temp directory on first use (about 2 s, no root, no download). So `npm ci && npm test` needs no
 * apt step.
 */
async function chromiumExecutable(): Promise<string> {
  if (existsSync(debianChromiumPath)) return debianChromiumPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `No browser for the install page test: ${debianChromiumPath} is missing, and the Chromium ` +
        `of @sparticuz/chromium runs on Linux x64 only (this is ${process.platform} ${process.arch}).`,
    );
  }
  return sparticuzChromium.executablePath();
}

/**
 * Starts headless Chromium. Playwright gives it a new empty profile (--user-data-dir) and
 * --headless itself; the flags keep it from reaching for Google's hosts, which this machine's
 * closed network refuses. Fails, never skips, when no browser can be had: the test exists to
 * run in a real browser.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumExecutable(),
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
