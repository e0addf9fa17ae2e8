/**
 * Payload/<name>.app/Info.plist of an IPA: an XML property list (read with `plist`) or a binary
 * one (read with `bplist-parser`), and the identity the service shows from it
 * (service.md#build-record: CFBundleIdentifier, CFBundleShortVersionString, CFBundleVersion).
 */
import type { PackageIdentity } from './identity.js';

/** The binary property list's magic. */
const BPLIST_MAGIC = Buffer.from('bplist00', 'latin1');

/** The byte order marks of UTF-16 text, little- and big-endian, and their decoders' names. */
const UTF16_MARKS = [
  { mark: Buffer.from([0xff, 0xfe]), encoding: 'utf-16le' },
  { mark: Buffer.from([0xfe, 0xff]), encoding: 'utf-16be' },
] as const;

/** How the text of an XML property list is decoded: UTF-16 after its mark, else UTF-8. */
function encodingOf(bytes: Buffer): 'utf-8' | 'utf-16le' | 'utf-16be' {
  return UTF16_MARKS.find(({ mark }) => bytes.subarray(0, 2).equals(mark))?.encoding ?? 'utf-8';
}

/** Which of the two kinds `bytes` is, or undefined when it is neither. */
export function plistKind(bytes: Buffer): 'binary' | 'xml' | undefined {
  if (bytes.subarray(0, BPLIST_MAGIC.length).equals(BPLIST_MAGIC)) return 'binary';
  // UTF-16 XML, which Apple's parser reads too; its first characters are not checked.
  if (encodingOf(bytes) !== 'utf-8') return 'xml';
  // An XML document starts with `<`, after a UTF-8 byte order mark and white space if any.
  let at = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at] ?? 0)) at += 1;
  return bytes[at] === 0x3c ? 'xml' : undefined;
}

/**
 * The identity declared by the Info.plist `bytes`, with the service's defaults (1.0 and 1).
 * @throws Error saying what was not understood: a property list that does not parse, costs more
 *   than its size allows (binary objects shared or nested past bounds), or is not a dictionary
 */
export async function iosIdentity(bytes: Buffer): Promise<PackageIdentity> {
  const dictionary = await parsePlist(bytes);
  const text = (key: string) => (typeof dictionary[key] === 'string' ? dictionary[key] : undefined);
  return {
    identifier: text('CFBundleIdentifier') ?? '',
    version: text('CFBundleShortVersionString') ?? '1.0',
    versionNo: text('CFBundleVersion') ?? '1',
  };
}

async function parsePlist(bytes: Buffer): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    if (plistKind(bytes) === 'binary') {
      checkBinaryCost(bytes);
      const bplist = await import('bplist-parser');
      bplist.setMaxObjectSize(bytes.length);
      parsed = bplist.parseBuffer(bytes)[0];
    } else {
      parsed = await parseXml(new TextDecoder(encodingOf(bytes)).decode(bytes));
    }
  } catch (error) {
    const message = error instanceof Error && error.message !== '' ? error.message : String(error);
    throw new Error(`Info.plist could not be read as a property list: ${message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('Info.plist is not a dictionary');
  }
  return parsed as Record<string, unknown>;
}

/**
 * An XML property list parsed by `plist` (xmldom under it), whose complaints (printed on the
 * console by default, quoting the document) are collected instead: the first is thrown. xmldom
 * expands no entity declared in the document, so its work grows with the text.
 */
export async function parseXml(xml: string): Promise<unknown> {
  const { parse } = await import('plist');
  const complaints: unknown[] = [];
  /* eslint-disable no-console -- xmldom's only sink when given no handler; parse is synchronous */
  const { error, warn } = console;
  console.error = (...args: unknown[]) => complaints.push(args[0]);
  console.warn = (...args: unknown[]) => complaints.push(args[0]);
  try {
    const parsed = parse(xml);
    if (complaints.length > 0) {
      throw new Error(`its XML is malformed (${String(complaints[0]).split('\n')[0] ?? ''})`);
    }
    return parsed;
  } finally {
    console.error = error;
    console.warn = warn;
  }
  /* eslint-enable no-console */
}

/** Objects and references walked at most per byte of a binary property list. */
const COST_PER_BYTE = 2;
/** Nesting deeper than this is refused: real Info.plists nest a few levels. */
const MAX_DEPTH = 256;

/**
 * Refuses a binary property list whose parse would cost more than its size: bplist-parser parses
 * an object again for each reference to it, so arrays that share one another grow exponentially,
 * and references in a circle never end. Walks the object graph from the top object, each object's
 * cost (its bytes and its children's cost) counted once.
 * @throws Error saying what is wrong
 */
function checkBinaryCost(bytes: Buffer): void {
  if (bytes.length < BPLIST_MAGIC.length + 32) throw new Error('it is cut short');
  const trailer = bytes.length - 32;
  const offsetSize = bytes[trailer + 6] ?? 0;
  const refSize = bytes[trailer + 7] ?? 0;
  const count = Number(bytes.readBigUInt64BE(trailer + 8));
  const top = Number(bytes.readBigUInt64BE(trailer + 16));
  const table = Number(bytes.readBigUInt64BE(trailer + 24));
  if (offsetSize < 1 || offsetSize > 8 || refSize < 1 || refSize > 8) {
    throw new Error('its trailer is malformed');
  }
  if (top >= count || table + count * offsetSize > trailer) {
    throw new Error('its offset table lies outside the file');
  }
  const budget = bytes.length * COST_PER_BYTE;
  const costs = new Map<number, number>();
  const walking = new Set<number>();
  const uint = (at: number, size: number) => {
    if (at + size > bytes.length) throw new Error('an object lies outside the file');
    return bytes.readUIntBE(at, Math.min(size, 6));
  };
  const costOf = (index: number, depth: number): number => {
    const known = costs.get(index);
    if (known !== undefined) return known;
    if (index >= count) throw new Error('an object refers to one that does not exist');
    if (walking.has(index)) throw new Error('its objects refer to one another in a circle');
    if (depth > MAX_DEPTH) throw new Error(`it nests more than ${String(MAX_DEPTH)} levels`);
    walking.add(index);
    const offset = uint(table + index * offsetSize, offsetSize);
    const marker = uint(offset, 1);
    const type = marker >> 4;
    let length = marker & 0x0f;
    let start = offset + 1;
    if (length === 0x0f && type !== 0 && type !== 1 && type !== 2 && type !== 3 && type !== 8) {
      const lengthBytes = 1 << (uint(start, 1) & 0x0f);
      length = uint(start + 1, lengthBytes);
      start += 1 + lengthBytes;
    }
    let cost = 1 + (type === 6 ? 2 * length : type === 4 || type === 5 ? length : 8);
    const refs = type === 0x0a ? length : type === 0x0d ? 2 * length : 0;
    for (let ref = 0; ref < refs && cost <= budget; ref += 1) {
      cost += costOf(uint(start + ref * refSize, refSize), depth + 1);
    }
    if (cost > budget) throw new Error('its objects are shared more than its size allows');
    walking.delete(index);
    costs.set(index, cost);
    return cost;
  };
  costOf(top, 0);
}
