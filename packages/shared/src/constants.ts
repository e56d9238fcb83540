/** Business constants and limits of spec §9, shared by the API and the web app. */
export const PRODUCT_NAME = 'Matjar';
/** The role that passes every permission check (spec §6). */
export const SUPER_ADMIN_ROLE = 'Super Admin';
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const RTL_LOCALES: readonly Locale[] = ['ar'];
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
/**
 * Set by the web app while it holds a session, so the server preloads the signed-in
 * layout's code with the page. A hint only: no token, no rights; a stale one costs a few
 * preloads.
 */
export const SIGNED_IN_HINT_COOKIE = 'matjar_signed_in';

export const PASSWORD_MIN_LENGTH = 8;
export const ACCESS_TOKEN_DEFAULT_SECONDS = 120;
export const REFRESH_TOKEN_MAX_AGE_SECONDS = 604_800;
/** Lists may be asked for this many rows at once (spec: brands, categories, units). */
export const MAX_PER_PAGE = 10_000;
export const DEFAULT_PER_PAGE = 15;
/** Totals are counted exactly up to this bound; past it the answer is an estimate. */
export const EXACT_TOTAL_BOUND = 10_000;

export const TOAST_MS = 3000;
/** Images must be smaller than this (spec §5: "smaller than 1 MB", 1 MB = 1,048,576 bytes). */
export const IMAGE_MAX_BYTES = 1_048_576;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
