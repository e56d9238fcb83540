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
 * Images under one folder: originals (re-encoded uploads) at the top, resized variants under
 * `cache/{w}x{h}/`, made on first request and kept.
 */
function imagesIn(dir: string) {
  const cacheDir = path.join(dir, 'cache');

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
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), webp, { flag: 'wx' });
    return name;
  }

  /** Every resized copy of an image. */
  const removeResized = (name: string) => Promise.all(MEDIA_SIZES.map((size) => fs.rm(path.join(cacheDir, size, name), { force: true })));

  /** Removes an image and every resized copy of it; a missing file is not an error. */
  async function remove(name: string | null | undefined): Promise<void> {
    if (!name || !isStoredName(name)) return;
    await Promise.all([fs.rm(path.join(dir, name), { force: true }), removeResized(name)]);
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
    const source = path.join(dir, name);
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

  return { save, store, remove, removeResized, resized };
}

/**
 * The media under MEDIA_DIR. Public images (storefront assets, served by `/api/media`) at the
 * top; private ones (a ticket's pictures: the store's correspondence) under `private/`,
 * which `/api/media` never reads, served only by their record's own routes.
 */
export function createMediaStore(mediaDir: string) {
  const images = imagesIn(mediaDir);
  const privateDir = path.join(mediaDir, 'private');
  const privateImages = imagesIn(privateDir);

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
    const image = upload === undefined ? undefined : upload === '' || upload === null ? null : await images.save(upload, field);
    let outcome: { result: T; previous: string | null };
    try {
      outcome = await write(image);
    } catch (error) {
      if (image) await images.remove(image);
      throw error;
    }
    if (image !== undefined && outcome.previous && outcome.previous !== image) await images.remove(outcome.previous);
    return outcome.result;
  }

  /**
   * Moves images stored public by an earlier release into the private folder, with their
   * public resized copies removed: a name that is already private (or gone) is left alone.
   */
  async function makePrivate(names: readonly string[]): Promise<number> {
    let moved = 0;
    await fs.mkdir(privateDir, { recursive: true });
    for (const name of names.filter(isStoredName)) {
      try {
        await fs.rename(path.join(mediaDir, name), path.join(privateDir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      await images.removeResized(name);
      moved += 1;
    }
    return moved;
  }

  const { save, store, remove, resized } = images;
  return {
    save,
    store,
    remove,
    resized,
    withImage,
    private: { save: privateImages.save, store: privateImages.store, remove: privateImages.remove, resized: privateImages.resized, makePrivate },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;
