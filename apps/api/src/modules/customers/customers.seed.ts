import { customerCodeOf, normalizePhone } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { isoIn } from '../../lib/clock.js';
import { addressesRepository } from '../addresses/index.js';
import { insertCart, insertCartItem } from '../carts/index.js';
import { cityChains, demoCityPoint } from '../places/index.js';
import { sellableProducts } from '../products/index.js';
import { flag } from '../../lib/resource-repository.js';
import { customersRepository } from './customers.repository.js';
import { customerSearchText } from './customers.service.js';

type Pair = [en: string, ar: string];

/** [name, country, phone as staff type it, inactive?] — phones are valid numbers of their country. */
const customers: [string, string, string, boolean?][] = [
  ['أحمد محمود', 'EG', '01001234567'], ['Mona Hassan', 'EG', '01112345678'], ['محمد عبد الله', 'EG', '01223456789'],
  ['سارة إبراهيم', 'EG', '01534567890'], ['Omar Khaled', 'EG', '01045678901'], ['فاطمة الزهراء علي', 'EG', '01156789012'],
  ['يوسف مصطفى', 'EG', '01267890123', true], ['Nour El Din Samir', 'EG', '01578901234'], ['هبة عادل', 'EG', '01089012345'],
  ['كريم فؤاد', 'EG', '01190123456'], ['عبد الرحمن القحطاني', 'SA', '+966501234567'], ['Faisal Al Otaibi', 'SA', '+966551234567'],
  ['نورة الشهري', 'SA', '+966561234567'], ['خالد الدوسري', 'SA', '+966591234567', true], ['Reem Al Harbi', 'SA', '+966541234567'],
  ['سلطان المنصوري', 'AE', '+971501234567'], ['Aisha Al Mazrouei', 'AE', '+971521234567'], ['حمدان الكعبي', 'AE', '+971551234567'],
  ['Layla Al Suwaidi', 'AE', '+971561234567'], ['مريم الشامسي', 'AE', '+971581234567'], ['جاسم آل ثاني', 'QA', '+97455123456'],
  ['Hamad Al Kuwari', 'QA', '+97466123456'], ['العنود المري', 'QA', '+97433123456'], ['Tamim Al Marri', 'QA', '+97477123456', true],
  ['علي الورفلي', 'LY', '+218912345678'], ['Salma Ben Ali', 'LY', '+218922345678'], ['محمود الترهوني', 'LY', '+218942345678'],
  ['Huda Al Mismari', 'LY', '+218952345678'], ['إيمان الفيتوري', 'LY', '+218912345679'], ['Tarek El Sayed', 'EG', '01001234568'],
];

const addressTitles: Pair[] = [['Home', 'المنزل'], ['Work', 'العمل'], ['Family', 'بيت العائلة']];
const streets = ['12 Tahrir St.', '5 شارع الجمهورية', '31 Corniche Rd.', '8 شارع الملك فهد', 'Villa 14, Al Wasl Rd.', '22 شارع السلام'];

function phoneOf(text: string): string {
  const phone = normalizePhone(text);
  if (!phone) throw new Error(`Demo phone ${text} is not valid`);
  return phone;
}

/** Each demo country's cities, oldest first, with the point their demo addresses sit around. */
async function demoCities(db: Db) {
  const byCountry = new Map<string, { countryId: number; governorateId: number; cityId: number; point: [number, number] }[]>();
  for (const city of await cityChains(db)) {
    const point = demoCityPoint(city.code, city.name_en);
    if (!point) continue;
    const cities = byCountry.get(city.code) ?? [];
    cities.push({ countryId: Number(city.country_id), governorateId: Number(city.governorate_id), cityId: Number(city.city_id), point });
    byCountry.set(city.code, cities);
  }
  return byCountry;
}

/** Customers of the demo countries with addresses in their cities, and carts holding the demo products. */
export async function seedCustomers(db: Db): Promise<void> {
  const citiesOf = await demoCities(db);
  const products = await sellableProducts(db, { limit: 40 });

  for (const [i, [name, country, phoneText, inactive]] of customers.entries()) {
    const phone = phoneOf(phoneText);
    const created = isoIn(-86_400 * (customers.length - i) * 3);
    const id = await customersRepository.insert(db, {
      name, phone, additional_phone: null, email: null, is_active: flag(!inactive), search_text: '', created_at: created, updated_at: created,
    });
    const code = customerCodeOf(id);
    await customersRepository.update(db, id, { code, search_text: customerSearchText({ name, code, phone, additional_phone: null, email: null }) });

    const cities = citiesOf.get(country) ?? [];
    for (let a = 0; a < 1 + (i % 3 === 0 ? 1 : 0) && cities.length; a += 1) {
      const place = cities[(i + a * 3) % cities.length];
      const title = addressTitles[a % addressTitles.length];
      if (!place || !title) continue;
      await addressesRepository.insert(db, {
        customer_id: id,
        title: /[a-z]/i.test(name) ? title[0] : title[1],
        receiver_name: name,
        mobile: phone,
        extra_phone: null,
        country_id: place.countryId,
        governorate_id: place.governorateId,
        city_id: place.cityId,
        zip_code: null,
        line1: streets[(i + a) % streets.length] ?? '',
        // A few hundred metres around the city's point, so markers do not sit on each other.
        lat: Number((place.point[0] + ((i % 7) - 3) * 0.004).toFixed(6)),
        lng: Number((place.point[1] + ((i % 5) - 2) * 0.004).toFixed(6)),
        created_at: created,
        updated_at: created,
      });
    }

    // Every other active customer has items waiting in a cart.
    if (inactive || i % 2 === 1 || products.length === 0) continue;
    const activity = isoIn(-3_600 * (i + 1) * 5);
    const cartId = await insertCart(db, { customer_id: id, created_at: activity, updated_at: activity });
    for (let l = 0; l < 1 + (i % 4); l += 1) {
      const product = products[(i * 3 + l * 7) % products.length];
      if (!product) continue;
      await insertCartItem(db, {
        cart_id: cartId, product_id: Number(product.id), quantity: 1 + ((i + l) % 3), unit_price: Number(product.selling_price), created_at: activity, updated_at: activity,
      });
    }
  }
}
