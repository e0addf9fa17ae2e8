import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomHex } from './random.js';

/**
 * Stores a build's icon in `dir` under a new icon key (buildIcon, service.md#build-record), `<32
 * hex>.png`.
 * @returns the key.
 */
export async function storeIcon(dir: string, png: Buffer): Promise<string> {
  const key = `${randomHex(16)}.png`;
  await writeFile(join(dir, key), png);
  return key;
}
