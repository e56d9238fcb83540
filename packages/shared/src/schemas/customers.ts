import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { namedRef } from './brands.js';
import { bilingualOut, listQuery, nameText, requiredText, timestampsOut } from './common.js';
import { optionalId, optionalText, requiredChoice, requiredId } from './form-fields.js';
import { emailAddress } from './users.js';

/**
 * Customers, their addresses and carts. Phones are checked with libphonenumber-js (its
 * small "min" metadata) for the store's countries and stored in E.164 (`+201001234567`).
 */

/** Countries whose numbers customers and addresses may use. */
export const PHONE_COUNTRIES = ['EG', 'SA', 'AE', 'QA', 'LY'] as const;
/** A number typed without its country prefix is read as a number of this country (the store's own). */
export const DEFAULT_PHONE_COUNTRY = 'EG';

/**
 * "010 1234 5678", "٠١٠١٢٣٤٥٦٧٨", "00966501234567", "+971 50 123 4567" → E.164, or null
 * when it is not a valid number of one of PHONE_COUNTRIES.
 */
export function normalizePhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid() || !(PHONE_COUNTRIES as readonly string[]).includes(parsed.country ?? '')) return null;
  return parsed.number;
}

/** "+201001234567" → "01001234567": how staff type it, for the search column. */
export function nationalDigitsOf(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational().replace(/\D/g, '') ?? e164;
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value);

const phoneText = z
  .string({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid_phone') })
  .max(40, 'validation.invalid_phone')
  .transform((text, ctx) => {
    const phone = normalizePhone(text);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: 'validation.invalid_phone' });
    return z.NEVER;
  });

/** A required phone number, answered in E.164. */
export const phoneField = z.preprocess(blankToUndefined, phoneText);
/** An optional phone number: empty or null means none. */
export const optionalPhoneField = z.preprocess(blankToNull, phoneText.nullable()).optional();

export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The customer code shown to staff and searched by: `C-000123`. */
export const customerCodeOf = (id: number) => `C-${String(id).padStart(6, '0')}`;

const customerFields = {
  name: nameText(150),
  phone: phoneField,
  additional_phone: optionalPhoneField,
  email: z.preprocess(blankToNull, emailAddress.nullable()).optional(),
  status: requiredChoice(CUSTOMER_STATUSES),
};

export const customerInput = z.object({ ...customerFields, status: customerFields.status.default('active') });
export type CustomerInput = z.infer<typeof customerInput>;

/** PATCH changes only the fields sent. */
export const customerUpdateInput = z.object(customerFields).partial();
export type CustomerUpdateInput = z.infer<typeof customerUpdateInput>;

export const customerListQuery = listQuery.extend({ status: z.enum(CUSTOMER_STATUSES, { error: 'validation.invalid' }).optional() });
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/** A map point. Missing: "please put a mark on the map"; anything else wrong: "The map data is incorrect" (spec §5). */
const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'validation.map_invalid' })
      .min(-limit, 'validation.map_invalid')
      .max(limit, 'validation.map_invalid'),
  );

export const mapLocation = z.preprocess(
  // A form without a marker sends empty coordinates: that is no marker at all.
  (value) => {
    const blank = (v: unknown) => v === undefined || blankToNull(v) === null;
    if (blank(value)) return undefined;
    const point = value as { lat?: unknown; lng?: unknown };
    return typeof point === 'object' && !Array.isArray(point) && blank(point.lat) && blank(point.lng) ? undefined : value;
  },
  z.object(
    { lat: coordinate(90), lng: coordinate(180) },
    { error: (issue) => (issue.input === undefined ? 'validation.map_marker_required' : 'validation.map_invalid') },
  ),
);
export type MapLocation = z.infer<typeof mapLocation>;

/**
 * `POST /api/dashboard/customer-addresses/{customerId}`: adds an address, or edits the one
 * whose `id` the body carries. Country → governorate → city must chain.
 */
export const addressInput = z.object({
  id: optionalId,
  title: requiredText(100),
  receiver_name: nameText(150),
  mobile: phoneField,
  extra_phone: optionalPhoneField,
  country_id: requiredId,
  governorate_id: requiredId,
  city_id: requiredId,
  zip_code: optionalText(20),
  line1: requiredText(255),
  location: mapLocation,
});
export type AddressInput = z.infer<typeof addressInput>;

export const customerAddressParam = z.object({
  customerId: requiredId,
  id: requiredId,
});

export const addressOut = z.object({
  id: z.number(),
  customer_id: z.number(),
  title: z.string(),
  receiver_name: z.string(),
  mobile: z.string(),
  extra_phone: z.string().nullable(),
  country: namedRef,
  governorate: namedRef,
  city: namedRef,
  zip_code: z.string().nullable(),
  line1: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** The shipping fee to this address today: its city's, else its governorate's. */
  shipment_fees: z.string(),
  ...timestampsOut,
});
export type Address = z.infer<typeof addressOut>;

export const customerOut = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  phone: z.string(),
  additional_phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(CUSTOMER_STATUSES),
  addresses_count: z.number(),
  ...timestampsOut,
});
export type Customer = z.infer<typeof customerOut>;

/** Totals of a cart; `updated_at` is its last activity, null for a customer who never had one. */
export const cartSummaryOut = z.object({
  items_count: z.number(),
  quantity: z.number(),
  total: z.string(),
  updated_at: z.string().nullable(),
});
export type CartSummary = z.infer<typeof cartSummaryOut>;

/** The customer page: the customer, their addresses and their cart's totals. */
export const customerDetailOut = customerOut.extend({
  addresses: z.array(addressOut),
  cart: cartSummaryOut,
});
export type CustomerDetail = z.infer<typeof customerDetailOut>;

export const cartProductOut = z.object({
  id: z.number(),
  name: bilingualOut,
  sku: z.string(),
  image: z.string().nullable(),
});

export const cartItemOut = z.object({
  id: z.number(),
  product: cartProductOut,
  quantity: z.number(),
  /** The price when the item was put in the cart. */
  unit_price: z.string(),
  line_total: z.string(),
  added_at: z.string(),
  updated_at: z.string(),
});
export type CartItem = z.infer<typeof cartItemOut>;

export const cartOut = cartSummaryOut.extend({ customer_id: z.number(), items: z.array(cartItemOut) });
export type Cart = z.infer<typeof cartOut>;

/** A row of the cart-items report: a product sitting in carts. */
export const cartReportRowOut = z.object({
  product: cartProductOut,
  carts_count: z.number(),
  quantity: z.number(),
  /** Sum of the line totals, at the prices when added. */
  value: z.string(),
  last_added_at: z.string(),
});
export type CartReportRow = z.infer<typeof cartReportRowOut>;

export const cartReportSorts = ['carts_count', 'quantity', 'value', 'name', 'last_added_at'] as const;
