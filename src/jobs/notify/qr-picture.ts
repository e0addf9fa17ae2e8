/** A QR code as a PNG picture, for the platforms that take a picture but not its address. */

/** Pixels a side: a phone reads it from a chat at this size; a few KB as a PNG. */
const QR_PICTURE_SIZE = 360;

/**
 * A square PNG of the QR code of `text` (an install page's address), with the quiet zone of 2
 * modules that readers need around it.
 * @throws Error when `text` is too long for a QR code (about 2,900 bytes: no address is)
 */
export async function qrPicture(text: string): Promise<Buffer> {
  // Loaded here: only a WeCom message needs it, and it is a third of the notify bundle.
  const { default: qrcode } = await import('qrcode');
  return qrcode.toBuffer(text, {
    type: 'png',
    width: QR_PICTURE_SIZE,
    margin: 2,
    errorCorrectionLevel: 'M',
  });
}
