/** Real, decodable pictures for upload tests (the server re-encodes every upload, so magic bytes are not enough). */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } });

export const pngImage = (width = 24, height = 16) => solid(width, height).png().toBuffer();
export const jpegImage = (width = 24, height = 16) => solid(width, height).jpeg().toBuffer();
export const webpImage = (width = 24, height = 16) => solid(width, height).webp().toBuffer();

/** Text written into the EXIF block of `jpegWithMetadata`: it must not survive an upload. */
export const EXIF_MARKER = 'Taken at 48.8584N 2.2945E';

/** A phone photo as it arrives: EXIF (description, GPS position) and bytes appended after the image. */
export const jpegWithMetadata = async (appended: string) =>
  Buffer.concat([
    await solid(24, 16)
      .jpeg()
      .withExif({
        IFD0: { ImageDescription: EXIF_MARKER },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 29/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 40/1',
        },
      })
      .toBuffer(),
    Buffer.from(appended),
  ]);

/** A PNG of random pixels (incompressible) of about `bytes` bytes: a real photo-sized upload. */
export const noisyPng = (bytes: number) => {
  const width = 1000;
  const height = Math.ceil(bytes / (width * 3));
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};
