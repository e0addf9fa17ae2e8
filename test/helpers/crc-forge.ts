/**
 * Forging CRC-32 (issue 29): CRC-32 is affine in the message's bits, so the 4 bytes at one offset
 * can be chosen to give any CRC-32. Two payloads that differ but share a CRC-32 and a size make
 * zips whose directories, and so any digest of the directory alone, are equal.
 */
import { crc32 } from 'node:zlib';

/**
 * `data` with the 4 bytes at `at` replaced so that its CRC-32 is `target`: the 32 unknown bits
 * solved by Gaussian elimination over GF(2), from the CRC-32 of each bit alone.
 */
export function withCrc32(data: Buffer, at: number, target: number): Buffer {
  const out = Buffer.from(data);
  out.writeUInt32LE(0, at);
  const base = crc32(out);
  // columns[bit]: how flipping that bit of the 4 bytes flips the CRC-32.
  const columns: number[] = [];
  for (let bit = 0; bit < 32; bit += 1) {
    out.writeUInt32LE((1 << bit) >>> 0, at);
    columns.push((crc32(out) ^ base) >>> 0);
  }
  // Solve sum(x_bit * columns[bit]) = target ^ base: row r is CRC bit r, masks[r] its unknowns.
  const wanted = (target ^ base) >>> 0;
  const masks: number[] = [];
  const sides: number[] = [];
  for (let row = 0; row < 32; row += 1) {
    let mask = 0;
    columns.forEach((column, bit) => {
      if ((column >>> row) & 1) mask |= 1 << bit;
    });
    masks.push(mask >>> 0);
    sides.push((wanted >>> row) & 1);
  }
  for (let bit = 0; bit < 32; bit += 1) {
    const pivot = masks.findIndex((mask, row) => row >= bit && (mask >>> bit) & 1);
    if (pivot < 0) throw new Error('the bytes at that offset cannot set the CRC-32');
    [masks[bit], masks[pivot]] = [masks[pivot] ?? 0, masks[bit] ?? 0];
    [sides[bit], sides[pivot]] = [sides[pivot] ?? 0, sides[bit] ?? 0];
    const mask = masks[bit] ?? 0;
    const side = sides[bit] ?? 0;
    for (let row = 0; row < 32; row += 1) {
      if (row !== bit && ((masks[row] ?? 0) >>> bit) & 1) {
        masks[row] = ((masks[row] ?? 0) ^ mask) >>> 0;
        sides[row] = (sides[row] ?? 0) ^ side;
      }
    }
  }
  // Reduced to the identity: unknown bit b is sides[b].
  let value = 0;
  sides.forEach((side, bit) => {
    if (side) value |= 1 << bit;
  });
  out.writeUInt32LE(value >>> 0, at);
  if (crc32(out) !== target) throw new Error('CRC-32 forging failed');
  return out;
}

/**
 * Two different payloads of `size` random bytes with one CRC-32: the second is the first with 16
 * bytes at `at` changed and the 4 after them forged.
 */
export function crcTwins(
  size: number,
  at: number,
  random: (bytes: number) => Buffer,
): [Buffer, Buffer] {
  const first = random(size);
  const changed = Buffer.from(first);
  changed.fill(0x5a, at, at + 16);
  return [first, withCrc32(changed, at + 16, crc32(first))];
}
