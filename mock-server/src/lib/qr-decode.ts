/**
 * Reads the text of the QR code in an image, as the server's final word on a deposit address's QR (the
 * admin screen decodes it too, but only to warn): sharp decodes the picture to raw RGBA pixels, jsQR finds
 * and reads the code.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';

/** Scanning cost grows with the pixels; a QR stays readable far below this size. */
const MAX_SIDE = 1024;
/** A white frame around the picture: a QR cropped without its quiet zone is still found. */
const QUIET_ZONE = 16;

/** The QR code's text, or null when the image holds no readable QR code (or does not decode at all). */
export const readQrText = async (image: Buffer): Promise<string | null> => {
  try {
    const { data, info } = await sharp(image, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .extend({
        top: QUIET_ZONE,
        bottom: QUIET_ZONE,
        left: QUIET_ZONE,
        right: QUIET_ZONE,
        background: '#ffffff',
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
    const code = jsQR(pixels, info.width, info.height, { inversionAttempts: 'attemptBoth' });
    return code ? code.data : null;
  } catch {
    return null;
  }
};
