import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../constants.js';
import { hasControlCharacters, hasHiddenCharacters, normaliseName } from '../text/names.js';
import { requiredId, wholeValue } from './form-fields.js';

/**
 * Schemas carry message keys (`validation.required`), never sentences: each side
 * translates them into the active language with the field's label.
 */
export const requiredText = (max = 255) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.max_length')
    .refine((text) => !hasControlCharacters(text), 'validation.control_characters');

/** A customer-facing text in both languages: `{ en, ar }` (multipart: `name[en]`). */
export const bilingualText = (max = 255) => z.object({ en: requiredText(max), ar: requiredText(max) });

/**
 * A name someone picks (a role, a username, a brand): normalised as stored (see
 * `normaliseName`) and refused when it holds what nobody sees, so no two names that read
 * alike pass for two (uniqueness compares their skeletons, `nameSkeleton`).
 */
export const nameText = (max = 255) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? normaliseName(value) : value),
    // A control character is already refused as one: one message per mistake.
    requiredText(max).refine((text) => hasControlCharacters(text) || !hasHiddenCharacters(text), 'validation.hidden_characters'),
  );

/** A name in both languages, each normalised as `nameText`. */
export const bilingualName = (max = 255) => z.object({ en: nameText(max), ar: nameText(max) });

export const idParam = z.object({ id: requiredId });
export type IdParam = z.infer<typeof idParam>;

/** Ids a batch call (delete, reorder) or a form's list of references takes at once (ARCHITECTURE "Limits on arrays"). */
export const MAX_BATCH_IDS = 1000;

export const idList = z
  .array(requiredId, { error: 'validation.required' })
  .min(1, 'validation.required')
  .max(MAX_BATCH_IDS, 'validation.too_many_items');

/** Offset pages go this far; deeper rows are reached with `cursor`. */
export const MAX_PAGE = 1_000_000;

/**
 * Query of every list call: paging (page or cursor), search and sort. Strict, and so is every
 * list's query made from it: a parameter the list does not know (a misspelt filter) is an
 * `unrecognized_keys` issue, answered 422 naming it, never quietly ignored.
 */
export const listQuery = z.strictObject({
  page: wholeValue(1, MAX_PAGE).optional(),
  perPage: wholeValue(1, MAX_PER_PAGE).optional(),
  per_page: wholeValue(1, MAX_PER_PAGE).optional(),
  cursor: z.string().max(500).optional(),
  // NUL is no character anyone searches for, and PostgreSQL refuses text holding it: a
  // streamed answer (the CSV export) would break off after its first bytes.
  search: z.string().trim().max(200).refine((text) => !hasControlCharacters(text), 'validation.invalid').optional(),
  /** `field` ascending, `-field` descending. */
  sort: z.string().max(60).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const listMeta = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  total_is_estimate: z.boolean(),
  last_page: z.number(),
  next_cursor: z.string().nullable(),
});
export type ListMeta = z.infer<typeof listMeta>;

export const pageSizeOf = (query: ListQuery) => query.perPage ?? query.per_page ?? DEFAULT_PER_PAGE;

export const bilingualOut = z.object({ en: z.string(), ar: z.string() });
export const timestampsOut = { created_at: z.string(), updated_at: z.string() };
