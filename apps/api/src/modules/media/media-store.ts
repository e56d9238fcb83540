import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES, type ImageUpload, MEDIA_SIZES } from '@matjar/shared';
import { fieldError } from '../../lib/errors.js';
import { bytesOf } from '../../lib/forms.js';
import { reencodeImage, resizeImage } from './image-content.js';

/** Stored names are random: 32 hex digits and the format. Nothing else is ever a path. */
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;
export const isStoredName = (name: string) => STORED_NAME.test(name);

/**
 * Images under MEDIA_DIR: originals (re-encoded uploads) at the top, resized variants under
 * `cache/{w}x{h}/`, made on first request and kept.
 */
export function createMediaStore(mediaDir: string) {
  const cacheDir = path.join(mediaDir, 'cache');

  /** Checks an uploaded file by its content, re-encodes it and stores it under a new random name. */
  async function save(upload: Blob | Uint8Array, field: string): Promise<string> {
    const bytes = await bytesOf(upload);
    if (bytes.byteLength >= IMAGE_MAX_BYTES) throw fieldError(field, 'validation.image_too_large');
    const encoded = await reencodeImage(bytes);
    if (!encoded) throw fieldError(field, 'validation.image_invalid');
    return store(encoded);
  }

  /** Keeps a WebP image made by the server itself (the demo seed's) under a new random name. */
  async function store(webp: Buffer): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.webp`;
    await fs.mkdir(mediaDir, { recursive: true });
    await fs.writeFile(path.join(mediaDir, name), webp, { flag: 'wx' });
    return name;
  }

  /** Removes an image and every resized copy of it; a missing file is not an error. */
  async function remove(name: string | null | undefined): Promise<void> {
    if (!name || !isStoredName(name)) return;
    await Promise.all(
      [path.join(mediaDir, name), ...MEDIA_SIZES.map((size) => path.join(cacheDir, size, name))].map((file) =>
        fs.rm(file, { force: true }),
      ),
    );
  }

  /**
   * Runs a write with the image value its row should hold, and keeps the disk in step with
   * the outcome: a new file is removed if the write fails, the replaced one once it succeeded.
   * `write` gets `undefined` when the image is to stay as it is, and returns the row's
   * previous image (or null).
   */
  async function withImage<T>(
    upload: ImageUpload,
    field: string,
    write: (image: string | null | undefined) => Promise<{ result: T; previous: string | null }>,
  ): Promise<T> {
    const image = upload === undefined ? undefined : upload === '' || upload === null ? null : await save(upload, field);
    let outcome: { result: T; previous: string | null };
    try {
      outcome = await write(image);
    } catch (error) {
      if (image) await remove(image);
      throw error;
    }
    if (image !== undefined && outcome.previous && outcome.previous !== image) await remove(outcome.previous);
    return outcome.result;
  }

  /**
   * The path of `name` resized to `size` (one of MEDIA_SIZES), made and cached on first use.
   * Null when there is no such image.
   */
  async function resized(name: string, size: string): Promise<string | null> {
    if (!isStoredName(name) || !MEDIA_SIZES.includes(size)) return null;
    const target = path.join(cacheDir, size, name);
    try {
      await fs.access(target);
      return target;
    } catch {
      // not cached yet
    }
    const source = path.join(mediaDir, name);
    try {
      await fs.access(source);
    } catch {
      return null;
    }
    const [width, height] = size.split('x').map(Number) as [number, number];
    const output = await resizeImage(source, width, height);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside then renamed: a concurrent reader never sees half a file.
    const partial = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(partial, output);
    await fs.rename(partial, target);
    return target;
  }

  return { save, store, remove, withImage, resized };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
