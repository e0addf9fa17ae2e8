/**
 * A zip of a few small files, stored without compression: enough for a package whose metadata a
 * test chooses at run time (an app name, a version); or with an entry of deflated zeros, a zip
 * bomb. Zip layout: APPNOTE.TXT 4.3.7 (local file
 * header), 4.3.12 (central directory header), 4.3.16 (end of central directory).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** An entry's data already deflated (method 8), with the CRC-32 and size of what it inflates to. */
export interface DeflatedEntry {
  deflated: Buffer;
  crc: number;
  size: number;
}

/**
 * `bytes` zero bytes deflated, made in milliseconds: one MiB of zeros deflated alone and flushed
 * (a block that refers to nothing before it), repeated, then an empty final block. 1.5 GB of
 * zeros is about 1.5 MiB: a zip bomb.
 */
export function deflatedZeros(bytes: number): DeflatedEntry {
  const block = Buffer.alloc(1024 * 1024);
  const piece = deflateRawSync(block, { finishFlush: constants.Z_FULL_FLUSH });
  const pieces: Buffer[] = [];
  let crc = 0;
  for (let left = bytes; left > 0; left -= block.length) {
    const part = left >= block.length ? block : block.subarray(0, left);
    pieces.push(
      part === block ? piece : deflateRawSync(part, { finishFlush: constants.Z_FULL_FLUSH }),
    );
    crc = crc32(part, crc);
  }
  // An empty stored block marked final: BFINAL 1, BTYPE 00, LEN 0, NLEN 0xffff.
  pieces.push(Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]));
  return { deflated: Buffer.concat(pieces), crc, size: bytes };
}

/**
 * The zip of `entries` (archive path -> contents), each stored as it is, or, given deflated,
 * written as deflated.
 */
export function storedZip(
  entries: Readonly<Record<string, string | Buffer | DeflatedEntry>>,
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [path, contents] of Object.entries(entries)) {
    const name = Buffer.from(path, 'utf8');
    const given = typeof contents === 'string' || Buffer.isBuffer(contents) ? undefined : contents;
    const data = given
      ? given.deflated
      : Buffer.isBuffer(contents)
        ? contents
        : Buffer.from(contents as string, 'utf8');
    const crc = given ? given.crc : crc32(data);
    const size = given ? given.size : data.length;
    const method = given ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // the name is UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
