import { z } from 'zod';
import { MONEY_PATTERN, PERCENT_PATTERN } from '../money.js';
import { hasControlCharacters } from '../text/names.js';

/**
 * Form fields that arrive as JSON values or, from multipart forms and query strings, as
 * text. Empty text counts as "nothing sent", so it is reported as required, never as 0.
 */

/** Lower-case letters, digits and single dashes: `summer-shoes`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : trimmed(value));
/**
 * Nothing chosen is "required", never "invalid": a field left out, an empty text, or the null
 * a cleared select sends.
 */
export const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.invalid';

/** One of a fixed list of values (a select): empty is "required", anything else off the list "invalid". */
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: requiredOrInvalid });

/** An optional slug: empty means "make one from the English name". */
export const slugField = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z
      .string({ error: 'validation.invalid' })
      .max(150, 'validation.max_length')
      .refine((value) => value === '' || SLUG_PATTERN.test(value), 'validation.slug'),
  )
  .optional();

/** An optional text: empty becomes null. */
export const optionalText = (max: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : trimmed(value)),
      z
        .string({ error: 'validation.invalid' })
        .max(max, 'validation.max_length')
        .refine((text) => !hasControlCharacters(text), 'validation.control_characters')
        .nullable(),
    )
    .optional();

/** Row ids are 32-bit integer columns on PostgreSQL: no id is larger. */
export const MAX_ID = 2_147_483_647;

/**
 * Decimal digits become a number; blank becomes "nothing sent"; anything else stays as it is
 * (and fails): `0x10`, `1e3` and `7.0` are not numbers a form or a query string sends.
 */
const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v;
};

/** A whole number between `min` and `max`, from JSON or from text (query strings, forms). */
export const wholeValue = (min: number, max: number) =>
  z.preprocess(
    toNumber,
    z.number({ error: requiredOrInvalid }).int('validation.integer').min(min, 'validation.invalid').max(max, 'validation.invalid'),
  );

/** Ids are exactly decimal digits when sent as text (a path, a query, a form): not ` 7`. */
const toId = (value: unknown) => (value === '' ? undefined : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);

/** A required reference to another row: a positive id, in decimal digits when sent as text. */
export const requiredId = z.preprocess(
  toId,
  z.number({ error: requiredOrInvalid }).int('validation.invalid').min(1, 'validation.invalid').max(MAX_ID, 'validation.invalid'),
);

/** An optional reference: empty or null means none. */
export const optionalId = z.preprocess((value) => (value === '' || value === 'null' ? null : value), requiredId.nullable()).optional();

/** A whole number of at least `min`. */
export const wholeNumber = (min = 0, max = 2_000_000_000) => wholeValue(min, max);

/** An optional whole number: empty or null means none. */
export const optionalWholeNumber = (min = 0) =>
  z.preprocess((value) => (value === '' || value === null ? null : value), wholeNumber(min).nullable()).optional();

/** A decimal amount as text ("12.50"); JSON numbers are read as their text. */
export const moneyField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
  z.string({ error: requiredOrInvalid }).regex(MONEY_PATTERN, 'validation.money'),
);

/** A percentage from 0 to 100 with up to two decimals. */
export const percentField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
  z
    .string({ error: requiredOrInvalid })
    .regex(PERCENT_PATTERN, 'validation.percent')
    .refine((value) => Number(value) <= 100, 'validation.percent'),
);

/** A flag: JSON boolean or 'true'/'false'/'1'/'0'/'on' from forms. */
export const flagField = z.preprocess(
  (value) =>
    value === 'true' || value === '1' || value === 'on' ? true : value === 'false' || value === '0' || value === '' ? false : value,
  z.boolean({ error: 'validation.invalid' }),
);

/**
 * A real calendar day `YYYY-MM-DD` between 1900 and 9999: `2026-02-31`, `2026-13-01` and
 * `0000-00-00` are refused, not read as some other day.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Any origin serves: a path is resolved against it only to see whether it stays there. */
const STORE_ORIGIN = 'https://store.invalid';

/**
 * A link a customer follows: an absolute http(s) address, or a path of the store itself
 * (`/offers`) that resolves to the store's own origin. Browsers read `\` as `/` and drop tabs
 * and newlines, so `/\evil.com` and `/<tab>/evil.com` open another site: backslashes and
 * control characters are refused anywhere.
 */
export function isWebAddress(text: string): boolean {
  if (/[\\\p{Cc}]/u.test(text)) return false;
  try {
    if (text.startsWith('/')) return !/\s/.test(text) && new URL(text, STORE_ORIGIN).origin === STORE_ORIGIN;
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A required link (see `isWebAddress`). */
export const webAddressField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(2000, 'validation.max_length')
  .refine(isWebAddress, 'validation.url');

/** A calendar day in a query string, `YYYY-MM-DD` (date filters). */
export const dateQuery = z.string().refine(isCalendarDate, 'validation.date').optional();

/** A reference in a query string (`?customer_id=5`). */
export const idQuery = requiredId.optional();

/**
 * Runs a rule only when none of these top-level fields has an issue yet, and never when the
 * value itself is not an object (an issue with an empty path: `null`, `[null]`).
 */
export const validAt = (...fields: string[]) => ({
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((issue) => issue.path?.length && !fields.includes(String(issue.path[0]))),
});

/** A required colour `#rrggbb`, kept in lower case. */
export const colourField = z.preprocess(
  (value) => (typeof value === 'string' ? blankToUndefined(value.toLowerCase()) : value),
  z.string({ error: requiredOrInvalid }).regex(/^#[0-9a-f]{6}$/, 'validation.colour'),
);

/** A field that may be left out: empty or null means none. */
export const emptyAsNull = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (value === '' || value === null ? null : value), field.nullable()).optional();

/** An optional amount. */
export const optionalMoney = emptyAsNull(moneyField);
