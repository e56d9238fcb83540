import sharp from 'sharp';

const made = new Map<string, Promise<Buffer>>();

/**
 * A picture for the demo data, `width` × `height`: a diagonal gradient from one colour to
 * another with two soft circles, as WebP. Each is drawn once per process: servers started
 * by the tests seed again and again.
 */
export function demoImage(width: number, height: number, from: string, to: string): Promise<Buffer> {
  const key = [width, height, from, to].join(':');
  let image = made.get(key);
  if (!image) {
    const r = Math.min(width, height) / 2;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#g)"/>
      <circle cx="${width * 0.78}" cy="${height * 0.5}" r="${r * 0.8}" fill="#fff" fill-opacity="0.18"/>
      <circle cx="${width * 0.18}" cy="${height * 0.85}" r="${r * 0.45}" fill="#fff" fill-opacity="0.12"/>
    </svg>`;
    image = sharp(Buffer.from(svg)).webp({ quality: 70, effort: 2 }).toBuffer();
    made.set(key, image);
  }
  return image;
}
