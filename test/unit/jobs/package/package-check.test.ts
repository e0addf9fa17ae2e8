/** The look at each package before any request: a zip with its platform's manifest, or a problem. */
import { copyFile, mkdtemp, open, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkUploadOptions } from '../../../../src/jobs/upload/options.js';
import { checkPackage } from '../../../../src/jobs/package/package-check.js';
import { apkFixture, hapFixture, ipaFixture } from '../../../fixtures/packages.js';
import { usageOf } from '../../../helpers/usage.js';
import { writeZip } from '../../../helpers/write-zip.mjs';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'package-check-'));
});

/** `bytes` as a file named `name` in the scratch folder; its path. */
async function file(name: string, bytes: string | Buffer): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
}

/** The problem checkPackage records for `path` as `buildType`, or undefined. */
async function problemOf(path: string, buildType: 'ios' | 'android' | 'harmony') {
  try {
    await checkPackage(path, buildType);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe('checkPackage', () => {
  it('takes a real APK, IPA and HAP', async () => {
    expect(await problemOf(apkFixture.path, 'android')).toBeUndefined();
    expect(await problemOf(ipaFixture.path, 'ios')).toBeUndefined();
    expect(await problemOf(hapFixture.path, 'harmony')).toBeUndefined();
  });

  it('refuses an .ipa that is not a zip (an HTML page saved under the name)', async () => {
    const path = await file('page.ipa', '<!DOCTYPE html><html>Sign in</html>');
    expect(await problemOf(path, 'ios')).toBe(
      `file: ${path} is not a readable .ipa package: it is not a zip archive`,
    );
  });

  it('refuses a zip cut short (its directory at the end missing)', async () => {
    const whole = await readFile(ipaFixture.path);
    const path = await file('cut.ipa', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await problemOf(path, 'ios')).toBe(
      `file: ${path} is not a readable .ipa package: it was cut short (the zip directory at its end is missing)`,
    );
  });

  it("refuses a zip without its platform's manifest", async () => {
    // A HAP named .apk, an APK named .ipa, an IPA named .hap: zips, each without the manifest.
    const apk = join(dir, 'hap-inside.apk');
    const ipa = join(dir, 'apk-inside.ipa');
    const hap = join(dir, 'ipa-inside.hap');
    await copyFile(hapFixture.path, apk);
    await copyFile(apkFixture.path, ipa);
    await copyFile(ipaFixture.path, hap);
    expect(await problemOf(apk, 'android')).toBe(
      `file: ${apk} is not a readable .apk package: it has no AndroidManifest.xml`,
    );
    expect(await problemOf(ipa, 'ios')).toBe(
      `file: ${ipa} is not a readable .ipa package: it has no Payload/<name>.app/Info.plist`,
    );
    expect(await problemOf(hap, 'harmony')).toBe(
      `file: ${hap} is not a readable .hap package: it has no module.json`,
    );
  });

  it('refuses a manifest whose data does not decompress', async () => {
    const path = join(dir, 'bad-plist.ipa');
    await copyFile(ipaFixture.path, path);
    // Overwrites the start of Info.plist's compressed data, found through the zip's directory.
    const zip = await yauzl.openPromise(path);
    let dataStart = 0;
    let plist = '';
    for await (const entry of zip.eachEntry()) {
      if (!entry.fileName.endsWith('Info.plist')) continue;
      plist = entry.fileName;
      ({ fileDataStart: dataStart } = await zip.readLocalFileHeaderPromise(entry, {
        minimal: true,
      }));
      break;
    }
    zip.close();
    const handle = await open(path, 'r+');
    await handle.write(Buffer.alloc(8, 0xff), 0, 8, dataStart);
    await handle.close();
    // The entry itself, not the pattern (Payload/<name>.app/Info.plist), is what cannot be read.
    expect(plist).toMatch(/^Payload\/[^/<>]+\.app\/Info\.plist$/);
    expect(await problemOf(path, 'ios')).toContain(
      `bad-plist.ipa is not a readable .ipa package: ${plist} cannot be read (`,
    );
  });
});

/** A zip of `entries`, name and data, as a file named `name` in the scratch folder; its path. */
async function zipOf(name: string, entries: [string, Buffer][]): Promise<string> {
  const path = join(dir, name);
  await writeZip(path, entries);
  return path;
}

describe('checkPackage, against zips made to cost or mislead', () => {
  it('refuses a manifest larger than any manifest without inflating it', async () => {
    // 64 MiB of zeros deflate to about 64 KiB: a small APK whose manifest is huge.
    const path = await zipOf('huge-manifest.apk', [
      ['AndroidManifest.xml', Buffer.alloc(64 * 1024 * 1024)],
    ]);
    expect(await problemOf(path, 'android')).toBe(
      `file: ${path} is not a readable .apk package: AndroidManifest.xml is 64 MiB uncompressed, ` +
        'more than any manifest (at most 8 MiB)',
    );
  });

  it('stops inflating a manifest that holds more than it declares, at the cap', async () => {
    // The directory says 11 bytes; the data inflates to 64 MiB: yauzl stops where the declared
    // size is passed, the cap would stop it at 8 MiB.
    const path = await zipOf('lying-manifest.apk', [
      ['AndroidManifest.xml', Buffer.alloc(64 * 1024 * 1024)],
    ]);
    const bytes = await readFile(path);
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(11, central + 24);
    bytes.writeUInt32LE(11, bytes.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04])) + 22);
    await writeFile(path, bytes);
    expect(await problemOf(path, 'android')).toMatch(
      new RegExp(
        `^file: .*lying-manifest\\.apk is not a readable \\.apk package: AndroidManifest\\.xml cannot be read \\(`,
      ),
    );
  });

  it.each([
    [
      'an APK whose AndroidManifest.xml is a text file',
      'text-manifest.apk',
      'android',
      ['AndroidManifest.xml', '<manifest package="com.example"/>'],
      'AndroidManifest.xml is not Android binary XML (it does not start with the binary XML header)',
    ],
    [
      'an IPA whose Info.plist is neither XML nor binary',
      'openstep.ipa',
      'ios',
      ['Payload/A.app/Info.plist', '{ CFBundleIdentifier = "com.example"; }'],
      'Payload/A.app/Info.plist is neither an XML nor a binary property list',
    ],
    [
      'a HAP whose module.json is not JSON',
      'text.hap',
      'harmony',
      ['module.json', 'app: bundleName'],
      'module.json is not JSON',
    ],
  ] as const)(
    'refuses %s, naming the entry',
    async (_, name, buildType, [entry, text], problem) => {
      const path = await zipOf(name, [[entry, Buffer.from(text)]]);
      expect(await problemOf(path, buildType)).toBe(
        `file: ${path} is not a readable ${name.slice(name.lastIndexOf('.'))} package: ${problem}`,
      );
    },
  );

  it('takes an XML Info.plist after a byte order mark and white space', async () => {
    const path = await zipOf('bom.ipa', [
      ['Payload/A.app/Info.plist', Buffer.from('\ufeff\n  <?xml version="1.0"?><plist/>')],
    ]);
    expect(await problemOf(path, 'ios')).toBeUndefined();
  });

  it('names an entry whose path leaves the package, not the manifest', async () => {
    // yazl refuses `..` in a name: the entry is written as `xx/evil` and renamed in the bytes.
    const path = await zipOf('escape.apk', [
      ['xx/evil', Buffer.from('x')],
      ['AndroidManifest.xml', Buffer.from('<manifest/>')],
    ]);
    const bytes = await readFile(path);
    const placeholder = Buffer.from('xx/evil');
    for (let at = bytes.indexOf(placeholder); at >= 0; at = bytes.indexOf(placeholder, at + 1))
      bytes.write('..', at, 'latin1');
    await writeFile(path, bytes);
    expect(await problemOf(path, 'android')).toBe(
      `file: ${path} is not a readable .apk package: its entry "../evil" has an invalid path ` +
        '(invalid relative path: ../evil)',
    );
  });
});

describe('the upload options', () => {
  it('answer an .aab with how to make an APK, with every other problem at once', async () => {
    const aab = await file('app-release.aab', 'PK\x03\x04 bundle');
    const notZip = await file('page.apk', 'not a package');
    expect(await usageOf(() => checkUploadOptions({ 'api-key': 'k', file: [aab, notZip] }))).toBe(
      [
        `Argument FILE: ${aab} is an Android App Bundle, and the service takes APKs: build an APK ` +
          '(bundletool can make a universal one: bundletool build-apks --mode=universal)',
        `Argument FILE: ${notZip} is not a readable .apk package: it is not a zip archive`,
      ].join('\n'),
    );
  });
});
