import { type OrderAddress, customerCodeOf } from '@matjar/shared';
import { customerSearchText } from '../../apps/api/src/modules/customers/index.js';
import type { randomFrom } from './words.js';

type Rng = ReturnType<typeof randomFrom>;
type Word = [en: string, ar: string];

/** Given names and family names; 70% of customers write theirs in Arabic. */
const givenNames: Word[] = [
  ['Ahmed', 'أحمد'], ['Mohamed', 'محمد'], ['Mahmoud', 'محمود'], ['Omar', 'عمر'], ['Youssef', 'يوسف'], ['Khaled', 'خالد'],
  ['Mostafa', 'مصطفى'], ['Karim', 'كريم'], ['Tarek', 'طارق'], ['Hassan', 'حسن'], ['Ali', 'علي'], ['Ibrahim', 'إبراهيم'],
  ['Sara', 'سارة'], ['Mona', 'منى'], ['Fatma', 'فاطمة'], ['Nour', 'نور'], ['Heba', 'هبة'], ['Mariam', 'مريم'],
  ['Aya', 'آية'], ['Salma', 'سلمى'], ['Yasmin', 'ياسمين'], ['Reem', 'ريم'], ['Dina', 'دينا'], ['Laila', 'ليلى'],
];
const familyNames: Word[] = [
  ['Adel', 'عادل'], ['Samir', 'سمير'], ['Fouad', 'فؤاد'], ['Abdallah', 'عبد الله'], ['El Sayed', 'السيد'], ['Hamdy', 'حمدي'],
  ['Naguib', 'نجيب'], ['Saleh', 'صالح'], ['Mansour', 'منصور'], ['Farouk', 'فاروق'], ['Ragab', 'رجب'], ['Shawky', 'شوقي'],
  ['Zaki', 'زكي'], ['Lotfy', 'لطفي'], ['Rashad', 'رشاد'], ['Helmy', 'حلمي'], ['Osman', 'عثمان'], ['Kamel', 'كامل'],
  ['Nabil', 'نبيل'], ['Sabry', 'صبري'],
];
const titles: Word[] = [['Home', 'المنزل'], ['Work', 'العمل']];
const streets = ['Tahrir St.', 'شارع الجمهورية', 'Corniche Rd.', 'شارع النصر', 'Abbas El Akkad St.', 'شارع السلام'];

export const customerColumns = [
  ['id', 'integer'], ['code', 'text'], ['name', 'text'], ['phone', 'text'], ['additional_phone', 'text'], ['email', 'text'],
  ['is_active', 'boolean'], ['search_text', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
] as const;

export const addressColumns = [
  ['id', 'integer'], ['customer_id', 'integer'], ['title', 'text'], ['receiver_name', 'text'], ['mobile', 'text'], ['extra_phone', 'text'],
  ['country_id', 'integer'], ['governorate_id', 'integer'], ['city_id', 'integer'], ['zip_code', 'text'], ['line1', 'text'],
  ['lat', 'float8'], ['lng', 'float8'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
] as const;

/** A city of the demo places with its chain and the fee an order there pays (city's, else governorate's). */
export interface Place {
  country: OrderAddress['country'];
  governorate: OrderAddress['governorate'];
  city: OrderAddress['city'];
  fee: number;
}

/** What an order copies of its customer. */
export interface Buyer {
  id: number;
  name: string;
  phone: string;
  address: OrderAddress;
  place: Place;
}

/** An Egyptian mobile number not in `taken` (random digits, so the search indexes see real spreads). */
function uniquePhone(rng: Rng, taken: Set<string>) {
  for (;;) {
    const phone = `+20${rng.pick(['10', '11', '12', '15'])}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
    if (!taken.has(phone)) {
      taken.add(phone);
      return phone;
    }
  }
}

/**
 * Customer number `k` (0-based) with id `id`, one address (a quarter have a second, at
 * work), over the `span` ms before `until`, with a phone not in `phones`. Returns the rows
 * and the buyer an order copies.
 */
export function customerRows(k: number, id: number, addressId: number, places: Place[], rng: Rng, phones: Set<string>, window: { span: number; until: number }) {
  const { span, until } = window;
  const [given, family] = [rng.pick(givenNames), rng.pick(familyNames)];
  const arabic = rng.next() < 0.7;
  const name = arabic ? `${given[1]} ${family[1]}` : `${given[0]} ${family[0]}`;
  const phone = uniquePhone(rng, phones);
  const code = customerCodeOf(id);
  const created = new Date(until - span + Math.floor(rng.next() * span * 0.5)).toISOString();
  const customer = [id, code, name, phone, null, null, true, customerSearchText({ code, name, phone, additional_phone: null, email: null }), created, created];
  const addresses = Array.from({ length: k % 4 === 0 ? 2 : 1 }, (_, a) => {
    const place = rng.pick(places);
    const title = titles[a] ?? titles[0]!;
    const line1 = `${rng.int(1, 120)} ${rng.pick(streets)}`;
    const [lat, lng] = [Number((30.0 + rng.next()).toFixed(6)), Number((31.0 + rng.next()).toFixed(6))];
    const address: OrderAddress = {
      address_id: addressId + a, title: arabic ? title[1] : title[0], receiver_name: name, mobile: phone, extra_phone: null,
      country: place.country, governorate: place.governorate, city: place.city, zip_code: null, line1, location: { lat, lng },
    };
    const row = [addressId + a, id, address.title, name, phone, null, place.country.id, place.governorate.id, place.city.id, null, line1, lat, lng, created, created];
    return { row, address, place };
  });
  const first = addresses[0]!;
  const buyer: Buyer = { id, name, phone, address: first.address, place: first.place };
  return { customer, addresses: addresses.map((a) => a.row), buyer };
}

/** The demo places as an order's address shows them, with the fee an order there pays. */
export function placeOf(row: Record<string, unknown>): Place {
  const fee = row.city_fee ?? row.governorate_fee;
  return {
    country: { id: Number(row.country_id), name: { en: String(row.country_en), ar: String(row.country_ar) } },
    governorate: { id: Number(row.governorate_id), name: { en: String(row.governorate_en), ar: String(row.governorate_ar) } },
    city: { id: Number(row.city_id), name: { en: String(row.city_en), ar: String(row.city_ar) } },
    fee: Number(fee),
  };
}

export const placesSql = `SELECT c.id AS city_id, c.name_en AS city_en, c.name_ar AS city_ar, c.shipment_fees AS city_fee,
  g.id AS governorate_id, g.name_en AS governorate_en, g.name_ar AS governorate_ar, g.shipment_fees AS governorate_fee,
  co.id AS country_id, co.name_en AS country_en, co.name_ar AS country_ar
  FROM cities c JOIN governorates g ON g.id = c.governorate_id JOIN countries co ON co.id = g.country_id ORDER BY c.id`;
