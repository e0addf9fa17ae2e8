/** Reading a receipt artifact back: the zip @actions/artifact (or a stand-in of it) made. */
import yauzl from 'yauzl';
import { RECEIPT_FILE, type Receipt } from '../../src/github/receipt.js';

/**
 * The receipt inside an artifact zip.
 * @throws Error when the zip holds no pgyer-receipt.json
 */
export async function receiptIn(zipBytes: Buffer): Promise<Receipt> {
  const zip = await yauzl.fromBufferPromise(zipBytes);
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== RECEIPT_FILE) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry))
        chunks.push(chunk as Buffer);
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Receipt;
    }
    throw new Error(`${RECEIPT_FILE} is not in the artifact`);
  } finally {
    zip.close();
  }
}
