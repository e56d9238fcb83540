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

/**
 * The app's one date style and one date-time style (issue 35): the day, the month's name and
 * the year, in both languages ("29 Nov 2026", "29 نوفمبر 2026"), and the hour and minute
 * after it. Not `dateStyle: 'medium'`, which Arabic (Egypt) writes in digits ("29/11/2026",
 * shown right to left as "2026/11/29") while English names the month. Nothing else picks
 * its own options: a screen that shows a date or a time calls the functions below.
 */
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, ...TIME };

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

/** The day of a moment, in the browser's time zone: "29 Nov 2026" / "29 نوفمبر 2026". */
export function formatDate(value: DateInput): string {
  return formatter(Intl.DateTimeFormat, DAY).format(toDate(value));
}

/** A calendar day (`YYYY-MM-DD`, an ad's first day, an invoice's date): that day wherever the browser is. */
export function formatDay(day: string): string {
  return formatter(Intl.DateTimeFormat, { ...DAY, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The month of a calendar day (`2026-11-01`), with its year: "Nov 2026" / "نوفمبر 2026" (a report's month). */
export function formatMonth(day: string): string {
  return formatter(Intl.DateTimeFormat, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A moment with its time, the one date-time style: "29 Nov 2026, 14:05" / "29 نوفمبر 2026، 2:05 م". */
export function formatDateTime(value: DateInput): string {
  return formatter(Intl.DateTimeFormat, DAY_TIME).format(toDate(value));
}

/**
 * A wall-clock time of the store (`2026-12-01T20:00`, a flash sale's start as staff typed it):
 * that time wherever the browser is, in the one date-time style.
 */
export function formatStoreTime(local: string): string {
  return formatter(Intl.DateTimeFormat, { ...DAY_TIME, timeZone: 'UTC' }).format(new Date(`${local}Z`));
}

/**
 * One end of an offer's, a coupon's or an ad's schedule as sent (`moment`) with the instant it
 * names: a day alone, a store time as typed, an instant with an offset in the browser's zone.
 */
export function formatScheduleMoment(moment: string, instant: string): string {
  if (!moment.includes('T')) return formatDay(moment);
  return /^[\d-]{10}T[\d:]{5}(:\d{2})?$/.test(moment) ? formatStoreTime(moment) : formatDateTime(instant);
}

/** The time part of the date-time style alone, under a date already shown: "14:05" / "2:05 م". */
export function formatTime(value: DateInput): string {
  return formatter(Intl.DateTimeFormat, TIME).format(toDate(value));
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

/**
 * A currency as the active language writes it beside an amount: "EGP" in English, "ج.م." in
 * Arabic, as formatCurrency shows it in every list (a money field's unit).
 */
export function formatCurrencySymbol(currency: string): string {
  const parts = formatter(Intl.NumberFormat, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** A discount as it reads: money off ("EGP 25.00") or a percent off ("15%", from "15.00"). */
export function formatDiscount(type: 'fixed' | 'percentage', amount: string, currency: string): string {
  return type === 'percentage' ? formatNumber(Number(amount) / 100, { style: 'percent', maximumFractionDigits: 2 }) : formatCurrency(amount, currency);
}
