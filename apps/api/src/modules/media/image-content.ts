import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (buffer: Uint8Array, bytes: number[], offset = 0) => bytes.every((b, i) => buffer[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format a file's first bytes announce, whatever its name or declared type says. */
export function sniffImage(buffer: Uint8Array): ImageFormat | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Refuse pictures that decode to more than this many pixels (a small file can be a huge image). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded image as WebP: the decoder proves it is a real image of the
 * format its bytes announce, orientation is applied, and nothing of the original file
 * (EXIF, GPS position, ICC comments, trailing data) survives. Null when it is not an image.
 */
export async function reencodeImage(buffer: Uint8Array): Promise<Buffer | null> {
  const format = sniffImage(buffer);
  if (!format) return null;
  try {
    const image = sharp(buffer, { animated: format === 'gif' || format === 'webp', limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) return null;
    return await image.autoOrient().webp({ quality: 85 }).toBuffer();
  } catch {
    return null;
  }
}

/** A stored image fitted inside a box of `width` × `height`, never enlarged. */
export function resizeImage(source: string, width: number, height: number): Promise<Buffer> {
  return sharp(source, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width, height, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
}
