import { foldForSearch } from '@matjar/shared';
import { randomFrom } from './words.js';

type Rng = ReturnType<typeof randomFrom>;

/** Columns of generated rows, in insert order, with their PostgreSQL types. */
export const customerColumns = [
  ['id', 'integer'], ['code', 'text'], ['name', 'text'], ['phone', 'text'], ['is_active', 'boolean'], ['search_text', 'text'],
  ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
] as const;

export const orderColumns = [
  ['id', 'integer'], ['number', 'integer'], ['code', 'text'], ['customer_id', 'integer'], ['status', 'smallint'],
  ['shipping_status', 'text'], ['payment_status', 'text'], ['payment_method_id', 'integer'], ['shipping_address', 'text'],
  ['country_id', 'integer'], ['governorate_id', 'integer'], ['city_id', 'integer'], ['items_count', 'integer'],
  ['subtotal', 'bigint'], ['discount', 'bigint'], ['tax', 'bigint'], ['shipping_fee', 'bigint'], ['total', 'bigint'],
  ['rejection_reason', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
] as const;

export const itemColumns = [
  ['order_id', 'integer'], ['product_id', 'integer'], ['name_en', 'text'], ['name_ar', 'text'], ['sku', 'text'], ['options', 'text'],
  ['unit_price', 'bigint'], ['discount', 'bigint'], ['tax_percent', 'integer'], ['tax', 'bigint'], ['quantity', 'integer'],
  ['line_total', 'bigint'],
] as const;

const first = [['Ahmed', 'أحمد'], ['Mona', 'منى'], ['Omar', 'عمر'], ['Sara', 'سارة'], ['Youssef', 'يوسف'], ['Nour', 'نور'], ['Khaled', 'خالد'], ['Huda', 'هدى']];
const last = [['Hassan', 'حسن'], ['Mahmoud', 'محمود'], ['Ali', 'علي'], ['Ibrahim', 'إبراهيم'], ['Salem', 'سالم'], ['Fouad', 'فؤاد']];

export interface Buyer {
  id: number;
  name: string;
  phone: string;
}

/** A customer: an English or Arabic name and a unique Egyptian mobile number. */
export function customerRow(id: number, rng: Rng, flag: (value: boolean) => number | boolean, now: string): { row: unknown[]; buyer: Buyer } {
  const arabic = rng.next() < 0.5;
  const [f, l] = [rng.pick(first), rng.pick(last)];
  const name = arabic ? `${f[1]} ${l[1]}` : `${f[0]} ${l[0]}`;
  const phone = `+2010${String(10_000_000 + id).slice(-8)}`;
  const code = `C-${String(id).padStart(6, '0')}`;
  return { row: [id, code, name, phone, flag(true), foldForSearch(`${name} ${code} ${phone} 0${phone.slice(3)}`), now, now], buyer: { id, name, phone } };
}

const STATUS = [[4, 'delivered'], [1, 'shipped'], [0, 'pending'], [2, 'rejected'], [3, 'pending']] as const;
const PAYMENTS = ['successful', 'failed', 'incomplete'] as const;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface Line {
  productId: number;
  name_en: string;
  name_ar: string;
  sku: string;
  price: number;
}

/**
 * An order over the last two years (in id order), 1 to 5 lines (3 on average), a status
 * mix like a real store's (most delivered, some pending, rejected, canceled).
 */
export function orderRow(
  id: number, n: number, total: number, rng: Rng, buyers: Buyer[], lines: Line[], cities: { country: number; governorate: number; city: number }[],
) {
  const buyer = rng.pick(buyers);
  const place = rng.pick(cities);
  const roll = rng.next();
  const [status, shipping] = STATUS[roll < 0.6 ? 0 : roll < 0.75 ? 1 : roll < 0.85 ? 2 : roll < 0.93 ? 3 : 4]!;
  const count = rng.int(1, 5);
  const items: unknown[][] = [];
  let subtotal = 0;
  let tax = 0;
  for (let i = 0; i < count; i += 1) {
    const line = rng.pick(lines);
    const quantity = rng.int(1, 3);
    const net = line.price * quantity;
    const lineTax = Math.round((net * 1400) / 10_000);
    subtotal += net;
    tax += lineTax;
    items.push([id, line.productId, line.name_en, line.name_ar, line.sku, '[]', line.price, 0, 1400, lineTax, quantity, net + lineTax]);
  }
  const fee = 50_000;
  const code = Array.from({ length: 8 }, (_, i) => (i === 4 ? '-' : '') + CODE_ALPHABET[rng.int(0, CODE_ALPHABET.length - 1)]).join('');
  const created = new Date(Date.now() - 730 * 86_400_000 + Math.floor((n / total) * 730 * 86_400_000)).toISOString();
  const address = JSON.stringify({ address_id: null, receiver_name: buyer.name, mobile: buyer.phone, city: { id: place.city } });
  const order = [
    id, 1000 + id, code, buyer.id, status, shipping, status === 4 ? 'successful' : rng.pick(PAYMENTS), rng.int(1, 8), address,
    place.country, place.governorate, place.city, count, subtotal, 0, tax, fee, subtotal + tax + fee,
    status === 2 ? 'Customer unreachable' : null, created, created,
  ];
  return { order, items };
}
