/** Files in a multipart form: what the schemas check, and what the server reads from their metadata. */
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../constants.js';

const isBinary = (value: unknown) =>
  value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob);

/** What a file field tells the server: files must be smaller than `limitBytes`, and why not. */
export interface UploadRule {
  limitBytes: number;
  tooLarge: string;
  /** A list of files (`attachments[0]`, `attachments[1]`, …) holding at most this many. */
  count?: number;
}

/**
 * A file of a multipart form (a Blob in the browser and on the server). Only a route whose
 * body declares such a field accepts a file part, in that field, below its limit; the
 * server reads the rule from the schema's metadata.
 */
export const fileField = (rule: UploadRule, invalid: string) =>
  z.custom<Blob | Uint8Array>(isBinary, invalid).meta({ upload: rule });

/** A list of up to `count` files of one kind, each under the rule's limit (multipart `field[0]`, `field[1]`, …). */
export const fileList = (rule: UploadRule, invalid: string, count: number) =>
  z
    .array(fileField(rule, invalid))
    .max(count, 'validation.too_many_files')
    .meta({ upload: { ...rule, count } });

/**
 * An image field of a form: a file replaces the image, `''` or `null` removes it, leaving it
 * out keeps the current one. The server checks the file's content; the schema only checks
 * that a file was sent.
 */
export const imageUpload = z
  .union([
    fileField({ limitBytes: IMAGE_MAX_BYTES, tooLarge: 'validation.image_too_large' }, 'validation.image_invalid'),
    z.literal(''),
    z.null(),
  ])
  .optional();
export type ImageUpload = z.infer<typeof imageUpload>;
