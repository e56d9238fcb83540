import { z } from 'zod';
import type { ImageUse } from '../media/image-sizes.js';
import { imageUpload } from './files.js';
import { bilingualOut, bilingualText, listQuery, timestampsOut } from './common.js';
import { flagField, requiredChoice, webAddressField } from './form-fields.js';
import { endAfterStart, scheduleField } from './schedule.js';
import { AD_PAGES, AD_POSITIONS, AD_STATUSES, type ScheduleStatus } from '../vocabulary.js';

export type AdPage = (typeof AD_PAGES)[number];
export type AdPosition = (typeof AD_POSITIONS)[number];

export type AdStatus = ScheduleStatus;

/**
 * The recommended picture of a slot (spec §5): 545×194 on product pages, 400 high for a
 * top banner, 2480×300 for the other wide banners (middle and bottom).
 */
export const adImageUse = (page: AdPage, position: AdPosition): ImageUse =>
  page === 'product_details' ? 'product_details' : position === 'top' ? 'top_banner' : 'middle_banner';

/** JSON or multipart (`title[en]`, `image` file); the picture is required on create and cannot be removed. */
export const adInput = z
  .object({
    title: bilingualText(150),
    url: webAddressField,
    page: requiredChoice(AD_PAGES),
    position: requiredChoice(AD_POSITIONS),
    start_date: scheduleField,
    end_date: scheduleField,
    is_active: flagField.optional(),
    image: imageUpload,
  })
  .superRefine(endAfterStart);
export type AdInput = z.infer<typeof adInput>;

export const adOut = z.object({
  id: z.number(),
  title: bilingualOut,
  url: z.string(),
  page: z.enum(AD_PAGES),
  position: z.enum(AD_POSITIONS),
  /** As sent: a day (`2026-12-01`), a store's wall-clock time (`2026-12-01T20:00`) or an instant with its offset. */
  start_date: z.string(),
  end_date: z.string(),
  /** The first instant it runs and the first after it (a day ends where the next starts), ISO 8601 in UTC. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** Stored file name: show it with `mediaUrl(image, …)` at its slot's size. */
  image: z.string(),
  /** Place within its slot, from 1. */
  sort_order: z.number(),
  is_active: z.boolean(),
  /** As of now. */
  status: z.enum(AD_STATUSES),
  ...timestampsOut,
});
export type Ad = z.infer<typeof adOut>;

export const adListQuery = listQuery.extend({
  // `page` is the list's paging: the page an ad shows on is asked as `placement`.
  placement: requiredChoice(AD_PAGES).optional(),
  position: requiredChoice(AD_POSITIONS).optional(),
  status: requiredChoice(AD_STATUSES).optional(),
});
export type AdListQuery = z.infer<typeof adListQuery>;

