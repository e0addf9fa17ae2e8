/**
 * The manifest parsers behind the bounded reader (issue 29 point 2): the identity of every fixture
 * package is what app-info-parser (the sandbox's emulation of the service's parser) reads, and a
 * manifest made to cost the parser fails at once, saying what was not understood.
 */
import { describe, expect, it, vi } from 'vitest';
import { androidIdentity } from '../../../../src/jobs/package/android-manifest.js';
import { iosIdentity } from '../../../../src/jobs/package/info-plist.js';
import { readPackageIdentity } from '../../../../src/jobs/package/package-identity.js';
import { readPackage } from '../../../../src/sandbox/package-reader.js';
import {
  apkFixture,
  brokenHapPath,
  hapFixture,
  ipaFixture,
  noIconHapPath,
} from '../../../fixtures/packages.js';

describe('the identity of each fixture package', () => {
  it.each([
    ['android', apkFixture.path],
    ['ios', ipaFixture.path],
    ['harmony', hapFixture.path],
    ['harmony', noIconHapPath],
  ] as const)('%s %s: what app-info-parser reads', async (buildType, path) => {
    const { info } = await readPackage(path, buildType);
    await expect(readPackageIdentity(path, buildType)).resolves.toEqual({
      identifier: info.identifier,
      version: info.version,
      versionNo: info.versionNo,
    });
  });

  it("takes the service's defaults for a HAP without versions (the service then refuses it)", async () => {
    await expect(readPackageIdentity(brokenHapPath, 'harmony')).resolves.toEqual({
      identifier: hapFixture.identifier,
      version: '1.0',
      versionNo: '1',
    });
  });
});

/**
 * A binary property list of `objects` (each an encoded object), whose references are one byte;
 * the top object is the first.
 */
function bplist(objects: Buffer[]): Buffer {
  const head = Buffer.from('bplist00', 'latin1');
  const offsets: number[] = [];
  let at = head.length;
  for (const object of objects) {
    offsets.push(at);
    at += object.length;
  }
  const table = Buffer.from(offsets.map((offset) => offset & 0xff));
  if (offsets.some((offset) => offset > 0xff)) throw new Error('offsets need more than a byte');
  const trailer = Buffer.alloc(32);
  trailer[6] = 1; // offset size
  trailer[7] = 1; // reference size
  trailer.writeBigUInt64BE(BigInt(objects.length), 8);
  trailer.writeBigUInt64BE(0n, 16);
  trailer.writeBigUInt64BE(BigInt(at), 24);
  return Buffer.concat([head, ...objects, table, trailer]);
}

/** An array of the objects `refs` (at most 14). */
const array = (...refs: number[]) => Buffer.from([0xa0 | refs.length, ...refs]);

describe('iosIdentity', () => {
  it('reads a binary Info.plist', async () => {
    // An ASCII string: its length in the marker, or after it (0x10: a one-byte integer) past 14.
    const key = (text: string) =>
      Buffer.concat([
        Buffer.from(text.length < 15 ? [0x50 | text.length] : [0x5f, 0x10, text.length]),
        Buffer.from(text),
      ]);
    const plist = bplist([
      Buffer.from([0xd2, 1, 2, 3, 4]),
      key('CFBundleIdentifier'),
      key('CFBundleVersion'),
      key('com.example.b'),
      key('9'),
    ]);
    await expect(iosIdentity(plist)).resolves.toEqual({
      identifier: 'com.example.b',
      version: '1.0',
      versionNo: '9',
    });
  });

  it('refuses arrays that share one another, which bplist-parser would expand 2^40 times', async () => {
    // Object n is [n + 1, n + 1]; the last is an empty string.
    const depth = 40;
    const objects = Array.from({ length: depth }, (_, index) => array(index + 1, index + 1));
    objects.push(Buffer.from([0x50]));
    await expect(iosIdentity(bplist(objects))).rejects.toThrow(
      'Info.plist could not be read as a property list: its objects are shared more than its size allows',
    );
  });

  it('refuses objects that refer to one another in a circle', async () => {
    await expect(iosIdentity(bplist([array(1), array(0)]))).rejects.toThrow(
      'its objects refer to one another in a circle',
    );
  });

  it('reads an XML Info.plist in UTF-16, after its byte order mark', async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-16"?><plist version="1.0"><dict>' +
      '<key>CFBundleIdentifier</key><string>com.example.wide</string></dict></plist>';
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    await expect(iosIdentity(bytes)).resolves.toEqual({
      identifier: 'com.example.wide',
      version: '1.0',
      versionNo: '1',
    });
  });

  it('says what was wrong with malformed XML, printing nothing', async () => {
    // xmldom prints its complaints, quoting the document, when given no handler.
    const printed = vi.spyOn(console, 'error');
    const xml = Buffer.from('<?xml version="1.0"?><plist><dict><key>a</key><string>&x;</dict>');
    await expect(iosIdentity(xml)).rejects.toThrow(
      /^Info\.plist could not be read as a property list: /,
    );
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
  });
});

describe('androidIdentity', () => {
  /** A chunk of `type` with an 8-byte header and `body`. */
  const chunk = (type: number, body: Buffer, size = 8 + body.length) => {
    const header = Buffer.alloc(8);
    header.writeUInt16LE(type, 0);
    header.writeUInt16LE(8, 2);
    header.writeUInt32LE(size, 4);
    return Buffer.concat([header, body]);
  };

  it('stops a document whose chunk claims no size (the parser would read it for ever)', async () => {
    const looping = chunk(0x0003, chunk(0x0000, Buffer.alloc(0), 0));
    await expect(androidIdentity(looping)).rejects.toThrow(
      'AndroidManifest.xml could not be read as binary XML: its chunks point back over themselves',
    );
  });

  it('says a document cut short ends in the middle of a chunk', async () => {
    const cut = chunk(0x0003, Buffer.from([0x01, 0x00, 0x1c, 0x00, 0xff, 0xff]));
    await expect(androidIdentity(cut)).rejects.toThrow(
      'AndroidManifest.xml could not be read as binary XML: it ends in the middle of a chunk',
    );
  });
});
