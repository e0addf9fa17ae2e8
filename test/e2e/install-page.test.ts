/**
 * The sandbox's install page in a real browser: headless Chromium (Debian's, else the one the
 * @sparticuz/chromium package carries), driven by playwright-core, against an in-process sandbox
 * with seeded builds.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parse as parsePlist } from 'plist';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Build } from '../../src/sandbox/model.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import type { BuildSeed } from '../../src/sandbox/state.js';
import { decodeQrCode, launchChromium } from './browser.js';

/** Screenshots to look at after a run; each test logs the path of its own. */
const screenshotDir = join(tmpdir(), 'pgyer-install-page');

let sandbox: Sandbox;
let packageDir: string;
/**
 * Started by the first test rather than in beforeAll: when Chromium is missing, every test then
 * fails with launchChromium's message, where a failing beforeAll would report them skipped.
 */
let browser: Promise<Browser> | undefined;
let context: BrowserContext | undefined;
let page: Page;

beforeAll(async () => {
  packageDir = await mkdtemp(join(tmpdir(), 'pgyer-install-packages-'));
  await mkdir(screenshotDir, { recursive: true });
  sandbox = await startSandbox();
});
afterAll(async () => {
  await browser?.then(
    (started) => started.close(),
    () => undefined, // the tests reported it
  );
  await sandbox.close();
  await rm(packageDir, { recursive: true, force: true });
});

// A context per test, so that no access cookie carries over.
beforeEach(async () => {
  const started = await (browser ??= launchChromium());
  context = await started.newContext({ acceptDownloads: true });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/**
 * A build with a package file of `size` random bytes, of an app of its own unless `settings`
 * names an identifier (builds of one identifier share an app and its settings).
 */
async function seed(
  settings: Omit<BuildSeed, 'filePath' | 'fileSize'>,
  size = 64 * 1024,
): Promise<{ build: Build; bytes: Buffer; pageUrl: string }> {
  const bytes = randomBytes(size);
  const filePath = join(packageDir, `${randomBytes(8).toString('hex')}.bin`);
  await writeFile(filePath, bytes);
  const { state, url } = sandbox;
  const identifier = `com.example.app${randomBytes(4).toString('hex')}`;
  const build = state.addBuild({ identifier, ...settings, filePath, fileSize: size });
  return { build, bytes, pageUrl: `${url}/${state.appOf(build).shortcut}` };
}

async function screenshot(name: string): Promise<void> {
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  console.log(`screenshot: ${path}`);
}

const installButton = () => page.getByRole('link', { name: 'Install', exact: true });
const qrCode = () => page.getByRole('img', { name: 'QR code of this page' });
const unlock = () => page.getByRole('button', { name: 'Unlock' });

async function textOf(selector: string): Promise<string> {
  return (await page.locator(selector).innerText()).trim();
}

describe('install page', () => {
  it('shows an Android build, its QR code encodes the page, its button downloads the package', async () => {
    const name = 'Demo <b>Bold</b> & "Quoted"';
    const notes = 'Fixed <script>alert(1)</script> & more\nSecond line';
    const { build, bytes, pageUrl } = await seed(
      {
        platform: 'android',
        identifier: 'com.example.demo',
        name,
        version: '2.3.1',
        versionNo: '231',
        fileName: 'demo-2.3.1.apk',
        settings: { updateDescription: notes },
      },
      300 * 1024,
    );

    const response = await page.goto(pageUrl);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(`Install ${name} 2.3.1`);
    expect(await textOf('h1')).toBe(name);
    expect(await textOf('.version')).toBe('Version 2.3.1 (build 231)');
    expect(await textOf('.notes p')).toBe(notes);
    expect(await textOf('.facts')).toContain('300.0 KB');
    // In UTC with its zone, as the summary and the CLI show it: one clock (issue 25).
    expect(await textOf('.facts')).toContain(
      // (the stylesheet sets the labels in capitals)
      `UPLOADED\n${build.created.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
    expect(await page.locator('h1 b, script').count()).toBe(0);

    expect(decodeQrCode(await qrCode().screenshot())).toBe(page.url());
    expect(page.url()).toBe(pageUrl);

    const href = await installButton().getAttribute('href');
    expect(href).toBe(`${sandbox.url}/app/download/${build.key}`);
    const [download] = await Promise.all([page.waitForEvent('download'), installButton().click()]);
    expect(download.suggestedFilename()).toBe('demo-2.3.1.apk');
    expect((await readFile(await download.path())).equals(bytes)).toBe(true);
    const fetched = await fetch(href ?? '');
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);

    await screenshot('android-ready');
  });

  it('opens a build by its buildKey, with a QR code of that address', async () => {
    const { build } = await seed({ platform: 'harmony', name: 'Harmony Demo' });
    const pageUrl = `${sandbox.url}/${build.key}`;

    await page.goto(pageUrl);
    expect(await textOf('h1')).toBe('Harmony Demo');
    expect(decodeQrCode(await qrCode().screenshot())).toBe(pageUrl);
    expect(await installButton().getAttribute('href')).toBe(
      `${sandbox.url}/app/download/${build.key}`,
    );
  });

  it('links an iOS build to itms-services and serves its manifest', async () => {
    const { url } = sandbox;
    const { build, bytes, pageUrl } = await seed({
      platform: 'ios',
      identifier: 'com.example.ios',
      name: 'iOS Demo',
      version: '4.0',
    });

    await page.goto(pageUrl);
    const manifestUrl = `${url}/app/plist/${build.key}`;
    expect(await installButton().getAttribute('href')).toBe(
      `itms-services://?action=download-manifest&url=${manifestUrl}`,
    );
    expect(await textOf('.install .hint')).toContain('Safari');

    const manifest = await fetch(manifestUrl);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(parsePlist(await manifest.text())).toEqual({
      items: [
        {
          assets: [{ kind: 'software-package', url: `${url}/app/download/${build.key}` }],
          metadata: {
            'bundle-identifier': 'com.example.ios',
            'bundle-version': '4.0',
            kind: 'software',
            title: 'iOS Demo',
          },
        },
      ],
    });
    const ipa = await fetch(`${url}/app/download/${build.key}`);
    expect(Buffer.from(await ipa.arrayBuffer()).equals(bytes)).toBe(true);
    await screenshot('ios-ready');
  });

  it('asks for the install password, refuses a wrong one with 1050, opens with the right one', async () => {
    const password = 'open sesame';
    const { pageUrl } = await seed({
      platform: 'android',
      name: 'Locked Demo',
      settings: { installType: 2, password },
    });
    await page.setViewportSize({ width: 390, height: 844 }); // a phone, where testers open it

    await page.goto(pageUrl);
    expect(await page.getByLabel('Install password').isVisible()).toBe(true);
    expect(await installButton().count()).toBe(0);

    await page.getByLabel('Install password').fill('a wrong guess');
    await unlock().click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toBe('wrong password (code 1050)');
    expect(await installButton().count()).toBe(0);
    expect(await page.content()).not.toContain('a wrong guess');
    await screenshot('password-refused');

    await page.getByLabel('Install password').fill(password);
    await unlock().click();
    await installButton().waitFor();
    expect(page.url()).toBe(pageUrl);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.content()).not.toContain(password);
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.value).not.toContain('sesame');

    await page.reload(); // the cookie keeps it open
    expect(await installButton().isVisible()).toBe(true);
    await screenshot('password-opened');
  });

  it('gives an iOS password build a manifest link with a token instead of the password', async () => {
    const password = 'pw-ios';
    const { build, pageUrl } = await seed({
      platform: 'ios',
      settings: { installType: 2, password },
    });

    await page.goto(pageUrl);
    await page.getByLabel('Install password').fill(password);
    await unlock().click();
    await installButton().waitFor();
    const href = (await installButton().getAttribute('href')) ?? '';
    const manifestUrl = href.replace('itms-services://?action=download-manifest&url=', '');
    expect(manifestUrl).toMatch(
      new RegExp(`^${sandbox.url}/app/plist/${build.key}\\?token=[\\w-]+$`),
    );
    expect(href).not.toContain(password);

    expect((await fetch(manifestUrl)).status).toBe(200);
    const bare = manifestUrl.replace(/\?.*/, '');
    expect(await (await fetch(bare)).json()).toMatchObject({
      code: 1050,
      message: 'wrong password',
    });
    expect((await fetch(`${bare}?password=${password}`)).status).toBe(200);
  });

  it('says why an expired build cannot be installed, before asking for its password', async () => {
    const { pageUrl } = await seed({
      platform: 'android',
      name: 'Expired Demo',
      settings: {
        installType: 2,
        password: 'pw',
        period: { restricted: 1, start: '2020-01-01', end: '2020-01-31' },
      },
    });

    await page.goto(pageUrl);
    const alert = await page.getByRole('alert').innerText();
    expect(alert).toContain('This build cannot be installed: app expired (code 1048)');
    // The last day (UTC+8) ends at 16:00 UTC: the one clock of every time shown (issue 25).
    expect(alert).toContain('The install period ended at 2020-01-31 16:00 UTC.');
    expect(await installButton().count()).toBe(0);
    expect(await page.getByLabel('Install password').count()).toBe(0);
    await screenshot('expired');
  });

  it('says why a blocked build cannot be installed, as app/install does', async () => {
    const { build, pageUrl } = await seed({ platform: 'android', name: 'Blocked Demo' });
    build.manuallyBlocked = 1;

    await page.goto(pageUrl);
    expect(await page.getByRole('alert').innerText()).toContain(
      'This build cannot be installed: app violates rules (code 1051)',
    );
    expect(await installButton().count()).toBe(0);

    const { url, apiKey } = sandbox;
    const install = await fetch(
      `${url}/apiv2/app/install?_api_key=${apiKey}&buildKey=${build.key}`,
    );
    expect(await install.json()).toMatchObject({ code: 1051 });
  });
});
