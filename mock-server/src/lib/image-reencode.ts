/**
 * Uploaded pictures (identity documents, deposit-address QR codes) are decoded and written again by sharp
 * (libvips) before they are stored: what is kept is only the pixels, so metadata (GPS position, camera,
 * comments) and anything appended after the image's end are gone, and a file that merely starts like an
 * image but does not decode is refused.
 */
import sharp from 'sharp';
import { detectImageType, type ImageMime } from '../modules/identity/image-type';

// One decode at a time per process and no decoded-image cache: uploads are rare, memory is not.
sharp.concurrency(1);
sharp.cache(false);

/** A 40-megapixel photo is larger than any phone's; a bigger "image" is a decompression bomb. */
const MAX_PIXELS = 40_000_000;

export interface CleanImage {
  mime: ImageMime;
  bytes: Buffer;
}

/** Null when the bytes are not a PNG, JPEG or WebP picture that decodes completely. */
export const reencodeImage = async (bytes: Buffer): Promise<CleanImage | null> => {
  const mime = detectImageType(bytes);
  if (!mime) return null;
  try {
    // rotate(): applies the EXIF orientation to the pixels before the EXIF block is dropped.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const output =
      mime === 'image/png'
        ? image.png()
        : mime === 'image/jpeg'
          ? image.jpeg({ quality: 90, mozjpeg: false })
          : image.webp({ quality: 90 });
    return { mime, bytes: await output.toBuffer() };
  } catch {
    return null;
  }
};
