import type { ProductOption } from '@matjar/shared';
import { AppError } from '../../lib/errors.js';

/** A 422 listing several fields at once (message keys per dotted path). */
export const invalid = (fieldErrors: Record<string, string[]>) => new AppError(422, 'errors.validation_failed', {}, fieldErrors);

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
