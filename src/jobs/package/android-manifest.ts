/**
 * AndroidManifest.xml of an APK (Android's binary XML, read with @devicefarmer/adbkit-apkreader's
 * parser): whether an entry is binary XML at all, and the identity the service shows
 * (service.md#build-record: package, versionName, versionCode).
 */
import type { PackageIdentity } from './identity.js';

/** The chunk a binary XML document starts with: RES_XML_TYPE (0x0003), its 8-byte header. */
const XML_CHUNK_TYPE = 0x0003;
const CHUNK_HEADER_BYTES = 8;

/**
 * Why `bytes` cannot be Android binary XML (it does not start with the XML chunk's header, as a
 * text manifest does not), or undefined when it starts as one.
 */
export function binaryXmlProblem(bytes: Buffer): string | undefined {
  return bytes.length >= CHUNK_HEADER_BYTES &&
    bytes.readUInt16LE(0) === XML_CHUNK_TYPE &&
    bytes.readUInt16LE(2) === CHUNK_HEADER_BYTES
    ? undefined
    : 'is not Android binary XML (it does not start with the binary XML header)';
}

/**
 * Reads made at most per byte of the document: a well-formed document reads each byte about once;
 * a crafted one (chunks that claim thousands of attributes read again and again) stops here.
 */
const READS_PER_BYTE = 2;

/** Characters of strings materialised at most per byte: strings are shared by index. */
const STRING_CHARS_PER_BYTE = 2;

/**
 * The identity declared by the binary XML `manifest` (the manifest element's package,
 * android:versionName and android:versionCode), with the service's defaults (1.0 and 1).
 * The parse is bounded: reads and string characters in proportion to the document's size.
 * @throws Error saying what was not understood: a document the parser cannot read through, one
 *   that costs more than its size allows, or a versionName given as a resource reference
 */
export async function androidIdentity(manifest: Buffer): Promise<PackageIdentity> {
  // Loaded lazily: only a run that reads an APK needs it.
  const { default: BinaryXmlParser } =
    await import('@devicefarmer/adbkit-apkreader/lib/apkreader/parser/binaryxml.js');

  /** The parser, counting its reads and the characters of its strings. */
  class BoundedParser extends BinaryXmlParser {
    #reads = 0;
    #chars = 0;

    #read(): void {
      this.#reads += 1;
      if (this.#reads > manifest.length * READS_PER_BYTE) {
        throw new Error('its chunks point back over themselves (it costs more than its size)');
      }
    }
    override readU8(): number {
      this.#read();
      return super.readU8();
    }
    override readU16(): number {
      this.#read();
      return super.readU16();
    }
    override readU32(): number {
      this.#read();
      return super.readU32();
    }
    override readS32(): number {
      this.#read();
      return super.readS32();
    }
    override readString(encoding: string): string {
      const value = super.readString(encoding);
      this.#chars += value.length;
      if (this.#chars > manifest.length * STRING_CHARS_PER_BYTE) {
        throw new Error('its string pool repeats its strings more than its size allows');
      }
      return value;
    }
  }

  let root;
  try {
    root = new BoundedParser(manifest).parse();
  } catch (error) {
    throw new Error(`AndroidManifest.xml could not be read as binary XML: ${reason(error)}`);
  }
  if (root?.nodeName !== 'manifest') {
    throw new Error('AndroidManifest.xml has no <manifest> element first');
  }
  const attribute = (name: string) => root.attributes.find((each) => each.name === name);
  const versionName = attribute('versionName');
  if (versionName?.typedValue.type === 'reference') {
    throw new Error(
      'the versionName of AndroidManifest.xml is a resource reference, which is not resolved',
    );
  }
  const versionCode = attribute('versionCode')?.typedValue.value;
  return {
    identifier: attribute('package')?.value ?? '',
    version: versionName?.value ?? '1.0',
    versionNo:
      typeof versionCode === 'number' || typeof versionCode === 'string'
        ? String(versionCode)
        : '1',
  };
}

/** The parser's error, worded: Node's range errors say an offset ran past the document's end. */
function reason(error: unknown): string {
  if (error instanceof RangeError) return 'it ends in the middle of a chunk';
  return error instanceof Error && error.message !== '' ? error.message : String(error);
}
