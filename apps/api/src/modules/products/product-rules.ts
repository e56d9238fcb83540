import { AppError } from '../../lib/errors.js';

/** A 422 listing several fields at once (message keys per dotted path). */
export const invalid = (fieldErrors: Record<string, string[]>) => new AppError(422, 'errors.validation_failed', {}, fieldErrors);

/** Spec §5: a price may be zero only on a bonus (free gift) item. */
export const priceAllowed = (stored: number, isBonus: number | boolean) => stored !== 0 || Boolean(isBonus);
