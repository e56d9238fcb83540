import type { Locale } from '@matjar/shared';
import { activeLocale } from './i18n/i18n';
import { INTL_LOCALES } from './intl-locales';

/** Intl formatting in the active language (its Intl locale: ./intl-locales.ts). */
export function intlLocale(locale: Locale = activeLocale()): string {
  return INTL_LOCALES[locale];
}

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * Making an Intl formatter costs about a hundred times what formatting with it does (a list
 * of 15 rows spent a tenth of its first render building them): each language and set of
 * options makes one, kept for the visit.
 */
const formatters = new Map<string, unknown>();

function formatter<F>(Kind: new (locale: string, options?: object) => F, options?: object, locale: Locale = activeLocale()): F {
  const tag = intlLocale(locale);
  const key = `${Kind.name} ${tag} ${JSON.stringify(options ?? {})}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = new Kind(tag, options);
    formatters.set(key, made);
  }
  return made;
}

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * The visit's first Intl formatter loads ICU's number data: 30-80 ms of a main thread, once.
 * A signed-in page has it loaded in its first frame, while the scripts are still on their way
 * (build/icu-warm-up.ts); these make the usual number and date formats in tasks of their own,
 * so the first render that shows a number or a date does not. They wait for that first frame:
 * where the scripts arrive before it (a fast link), they would otherwise load the data
 * themselves, in a task of the start, and the warm-up would find it done.
 */
export function prepareFormats(locale: Locale): void {
  requestAnimationFrame(() => {
    setTimeout(() => formatter(Intl.NumberFormat, undefined, locale));
    setTimeout(() => formatter(Intl.DateTimeFormat, DAY, locale));
  });
}

export function formatNumber(value: number | bigint | string, options?: Intl.NumberFormatOptions): string {
  return formatter(Intl.NumberFormat, options).format(value as Intl.StringNumericLiteral);
}

/**
 * Money arrives as a decimal string with the currency's own decimals (LYD has three);
 * Intl formats the string exactly, without going through a float.
 */
export function formatCurrency(amount: string | number, currency: string): string {
  return formatter(Intl.NumberFormat, { style: 'currency', currency }).format(amount as Intl.StringNumericLiteral);
}

export function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions = DAY): string {
  return formatter(Intl.DateTimeFormat, options).format(toDate(value));
}

/** A calendar day (`YYYY-MM-DD`, an ad's first day): that day wherever the browser is. */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

export function formatDateTime(value: DateInput): string {
  return formatter(Intl.DateTimeFormat, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value));
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago" / "منذ 3 دقائق"; `now` is injectable so callers can re-render on a clock. */
export function formatRelativeTime(value: DateInput, now: number = Date.now()): string {
  const seconds = Math.round((toDate(value).getTime() - now) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return formatter(Intl.RelativeTimeFormat, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
}

/** A discount as it reads: money off ("EGP 25.00") or a percent off ("15%", from "15.00"). */
export function formatDiscount(type: 'fixed' | 'percentage', amount: string, currency: string): string {
  return type === 'percentage' ? formatNumber(Number(amount) / 100, { style: 'percent', maximumFractionDigits: 2 }) : formatCurrency(amount, currency);
}
