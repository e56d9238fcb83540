import type { Locale } from '@matjar/shared';

/**
 * The Intl locale of each language.
 *
 * Arabic uses the Egyptian conventions (`ar-EG`: Arabic month names, Arabic separators)
 * but Latin digits (`-u-nu-latn`). Staff type prices, quantities, codes and phone numbers
 * with Latin digits and read them back in tables beside SKUs and order numbers; mixing
 * Arabic-Indic digits into those screens makes values harder to compare. English uses
 * `en-GB` so dates read day-month-year, as they do for the stores this serves.
 *
 * A module of its own: the build writes it into index.html too (build/icu-warm-up.ts).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };
