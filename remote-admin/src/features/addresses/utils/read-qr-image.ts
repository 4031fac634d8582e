/**
 * Reads the QR code of a chosen image in the browser, only to warn the admin early: the server decodes the
 * upload again and decides. jsQR is loaded with the first image, not with the page.
 */

/** Scanning cost grows with the pixels; a QR stays readable far below this size. */
const MAX_SIDE = 1024;
const QUIET_ZONE = 16;

/** The QR code's text; null when the image holds none; undefined when this browser cannot read images. */
export const readQrImage = async (file: Blob): Promise<string | null | undefined> => {
  if (typeof createImageBitmap !== 'function') return undefined;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  // A white frame: a QR cropped without its quiet zone is still found; transparency reads as white.
  canvas.width = width + 2 * QUIET_ZONE;
  canvas.height = height + 2 * QUIET_ZONE;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, QUIET_ZONE, QUIET_ZONE, width, height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const { default: jsQR } = await import('jsqr');
  const code = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' });
  return code ? code.data : null;
};
