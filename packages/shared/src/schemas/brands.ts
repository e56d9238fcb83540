import { z } from 'zod';
import { imageUpload } from './files.js';
import { bilingualName, bilingualOut, timestampsOut } from './common.js';

/** JSON or multipart (`name[en]`, `name[ar]`, `image` file). */
export const brandInput = z.object({ name: bilingualName(100), image: imageUpload });
export type BrandInput = z.infer<typeof brandInput>;

export const brandOut = z.object({
  id: z.number(),
  name: bilingualOut,
  /** Stored file name: show it with `mediaUrl(image, '230x72')`. */
  image: z.string().nullable(),
  ...timestampsOut,
});
export type Brand = z.infer<typeof brandOut>;

/** `{ id, name }` of a brand, category or unit shown inside another resource. */
export const namedRef = z.object({ id: z.number(), name: bilingualOut });
export type NamedRef = z.infer<typeof namedRef>;
