import { z } from 'zod';
import type { ImageUse } from '../media/image-sizes.js';
import { imageUpload } from './files.js';
import { bilingualOut, bilingualText, listQuery, timestampsOut } from './common.js';
import {
  colourField, flagField, moneyField, requiredChoice, requiredId, validAt,
} from './form-fields.js';
import { endAfterStart, scheduleField } from './schedule.js';
import { DISCOUNT_TYPES, OFFER_TYPES, SCHEDULE_STATUSES, type DiscountType, type OfferType } from '../vocabulary.js';

export const MAX_OFFER_ITEMS = 50;

/** A flash sale's two pictures and their recommended sizes (spec §5; the header shown transposed). */
export const OFFER_IMAGE_USES = { header_image: 'flash_sale_header', popup_image: 'flash_sale_popup' } as const satisfies Record<string, ImageUse>;
export type OfferImageField = keyof typeof OFFER_IMAGE_USES;

/** Zero in any spelling ("0", "0.00"): a discount must be more. */
export const isZeroAmount = (text: string) => /^0+(\.0+)?$/.test(text);

/** A discount amount, and for a percentage at most 100. */
function checkDiscount(offer: { discount_type: DiscountType; discount_amount: string }, ctx: z.RefinementCtx) {
  if (isZeroAmount(offer.discount_amount)) {
    ctx.addIssue({ code: 'custom', path: ['discount_amount'], message: 'validation.must_be_positive' });
  } else if (offer.discount_type === 'percentage' && Number(offer.discount_amount) > 100) {
    ctx.addIssue({ code: 'custom', path: ['discount_amount'], message: 'validation.percent' });
  }
}

/** A single offer has exactly one item, a bundle at least one (spec §5); no item twice. */
function checkItems(offer: { offer_type: OfferType; items: { product_id: number }[] }, ctx: z.RefinementCtx) {
  const { items } = offer;
  if (offer.offer_type === 'single' && items.length !== 1) ctx.addIssue({ code: 'custom', path: ['items'], message: 'validation.single_item' });
  if (offer.offer_type === 'bundle' && items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'validation.bundle_items' });
  items.forEach((item, i) => {
    if (items.findIndex((other) => other.product_id === item.product_id) < i) {
      ctx.addIssue({ code: 'custom', path: ['items', i, 'product_id'], message: 'validation.duplicate' });
    }
  });
}

/**
 * JSON or multipart (`title[en]`, `items[0][product_id]`, `header_image` file). A flash sale
 * needs both pictures (the service checks, as the row may already have them); an item
 * already in another enabled offer whose times overlap is refused by the service too.
 */
export const offerInput = z
  .object({
    title: bilingualText(150),
    description: bilingualText(2000),
    start_date: scheduleField,
    end_date: scheduleField,
    discount_type: requiredChoice(DISCOUNT_TYPES),
    /** An amount ("12.50") for a fixed discount, a percentage ("12.5") for a percentage one. */
    discount_amount: moneyField,
    offer_type: requiredChoice(OFFER_TYPES),
    items: z
      .array(z.object({ product_id: requiredId }), { error: 'validation.required' })
      .max(MAX_OFFER_ITEMS, 'validation.invalid')
      .default([]),
    is_flash_sale: flagField.default(false),
    header_image: imageUpload,
    popup_image: imageUpload,
    background_color: colourField,
    is_active: flagField.optional(),
  })
  .superRefine(endAfterStart, validAt('start_date', 'end_date'))
  .superRefine(checkDiscount, validAt('discount_type', 'discount_amount'))
  .superRefine(checkItems, validAt('offer_type', 'items'));
export type OfferInput = z.infer<typeof offerInput>;

export const offerItemOut = z.object({
  product_id: z.number(),
  /** The product a variant belongs to; null for a product. */
  parent_id: z.number().nullable(),
  name: bilingualOut,
  sku: z.string(),
});
export type OfferItem = z.infer<typeof offerItemOut>;

export const offerOut = z.object({
  id: z.number(),
  title: bilingualOut,
  description: bilingualOut,
  /** As sent: a day (`2026-12-01`), a store's wall-clock time (`2026-12-01T20:00`) or an instant with its offset. */
  start_date: z.string(),
  end_date: z.string(),
  /** The first instant it runs and the first after it (a day ends where the next starts), ISO 8601 in UTC. */
  starts_at: z.string(),
  ends_at: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  /** Money ("12.50") or a percentage ("12.50"), as `discount_type` says. */
  discount_amount: z.string(),
  offer_type: z.enum(OFFER_TYPES),
  items: z.array(offerItemOut),
  is_flash_sale: z.boolean(),
  /** Stored file names: show them with `mediaUrl(image, '1820x580')` and `'412x765'`. */
  header_image: z.string().nullable(),
  popup_image: z.string().nullable(),
  background_color: z.string(),
  is_active: z.boolean(),
  /** As of now. */
  status: z.enum(SCHEDULE_STATUSES),
  /** An order line carries the offer: it cannot be deleted. */
  has_orders: z.boolean(),
  ...timestampsOut,
});
export type Offer = z.infer<typeof offerOut>;

export const offerListQuery = listQuery.extend({
  status: requiredChoice(SCHEDULE_STATUSES).optional(),
  offer_type: requiredChoice(OFFER_TYPES).optional(),
  is_flash_sale: flagField.optional(),
});
export type OfferListQuery = z.infer<typeof offerListQuery>;

