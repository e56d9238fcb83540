import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../constants.js';
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
    .max(max, 'validation.max_length');

/** A customer-facing text in both languages: `{ en, ar }` (multipart: `name[en]`). */
export const bilingualText = (max = 255) => z.object({ en: requiredText(max), ar: requiredText(max) });

export const idParam = z.object({ id: requiredId });
export type IdParam = z.infer<typeof idParam>;

export const idList = z.array(requiredId, { error: 'validation.required' }).min(1, 'validation.required');

/** Offset pages go this far; deeper rows are reached with `cursor`. */
export const MAX_PAGE = 1_000_000;

/** Query of every list call: paging (page or cursor), search and sort. */
export const listQuery = z.object({
  page: wholeValue(1, MAX_PAGE).optional(),
  perPage: wholeValue(1, MAX_PER_PAGE).optional(),
  per_page: wholeValue(1, MAX_PER_PAGE).optional(),
  cursor: z.string().max(500).optional(),
  // NUL is no character anyone searches for, and PostgreSQL refuses text holding it: a
  // streamed answer (the CSV export) would break off after its first bytes.
  search: z.string().trim().max(200).refine((text) => !text.includes('\u0000'), 'validation.invalid').optional(),
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
