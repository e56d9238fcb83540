import type { ProductOption } from '@matjar/shared';
import { AppError } from '../../lib/errors.js';
import { uniqueness } from '../../lib/unique.js';

/** A 422 listing several fields at once (message keys per dotted path). */
export const invalid = (fieldErrors: Record<string, string[]>) => new AppError(422, 'errors.validation_failed', {}, fieldErrors);

/**
 * The codes no two products or variants share, exactly as typed: a slug left empty is made
 * free (`freeSlug`), so only a slug sent is checked. The CSV import checks its whole file at
 * once with `takenValues` instead.
 */
export const productCodes = uniqueness<{ sku?: string; barcode?: string; slug?: string | undefined }>({
  table: 'products',
  fields: [
    { field: 'sku', column: 'sku', value: (input) => input.sku, compare: 'exact' },
    { field: 'barcode', column: 'barcode', value: (input) => input.barcode, compare: 'exact' },
    { field: 'slug', column: 'slug', value: (input) => input.slug || undefined, compare: 'exact' },
  ],
});

/** Spec §5: a price may be zero only on a bonus (free gift) item. */
export const priceAllowed = (stored: number, isBonus: number | boolean) => stored !== 0 || Boolean(isBonus);

/**
 * Saving no options on a product that has variants removes them all (the ordered ones are
 * archived, the others deleted): the caller says so with `confirm_remove_all: true`, so a
 * form or script that merely left the options out removes nothing.
 */
export function assertRemovalConfirmed(
  current: { variants_count: number },
  input: { options: ProductOption[]; confirm_remove_all?: boolean | undefined },
): void {
  if (Number(current.variants_count) > 0 && input.options.length === 0 && input.confirm_remove_all !== true) {
    throw invalid({ options: ['validation.confirm_remove_all'] });
  }
}
