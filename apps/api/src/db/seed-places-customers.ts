import { customerCodeOf, foldForSearch, moneyToStored, normalizePhone, rateToStored } from '@matjar/shared';
import { isoIn, nowIso } from '../lib/clock.js';
import { customerSearchText } from '../modules/customers/customers.service.js';
import type { Db } from './database.js';

type Pair = [en: string, ar: string];
/** A city: name, own fee (null: the governorate's applies), and a point in it for demo addresses. */
type DemoCity = [Pair, string | null, [lat: number, lng: number]];
type DemoGovernorate = [Pair, string, DemoCity[]?];

/** Real governorates / regions / emirates / municipalities / districts; fees in EGP, the local currency. */
const places: [Pair, string, DemoGovernorate[]][] = [
  [['Egypt', 'مصر'], 'EG', [
    [['Cairo', 'القاهرة'], '50.00', [
      [['Nasr City', 'مدينة نصر'], null, [30.0566, 31.3301]],
      [['Maadi', 'المعادي'], null, [29.9602, 31.2569]],
      [['Heliopolis', 'مصر الجديدة'], null, [30.0911, 31.3226]],
      [['New Cairo', 'القاهرة الجديدة'], '60.00', [30.03, 31.47]],
    ]],
    [['Giza', 'الجيزة'], '50.00', [
      [['Dokki', 'الدقي'], null, [30.0385, 31.2123]],
      [['6th of October', 'السادس من أكتوبر'], '60.00', [29.9285, 30.9188]],
      [['Sheikh Zayed', 'الشيخ زايد'], '60.00', [30.04, 30.98]],
    ]],
    [['Alexandria', 'الإسكندرية'], '60.00', [
      [['Smouha', 'سموحة'], null, [31.2156, 29.9553]],
      [['Borg El Arab', 'برج العرب'], '75.00', [30.9167, 29.55]],
    ]],
    [['Qalyubia', 'القليوبية'], '55.00'], [['Sharqia', 'الشرقية'], '65.00'],
    [['Dakahlia', 'الدقهلية'], '65.00', [
      [['Mansoura', 'المنصورة'], null, [31.0409, 31.3785]],
      [['Talkha', 'طلخا'], null, [31.0539, 31.3779]],
    ]],
    [['Gharbia', 'الغربية'], '65.00'], [['Monufia', 'المنوفية'], '65.00'], [['Beheira', 'البحيرة'], '65.00'],
    [['Kafr El Sheikh', 'كفر الشيخ'], '70.00'], [['Damietta', 'دمياط'], '70.00'], [['Port Said', 'بورسعيد'], '70.00'],
    [['Ismailia', 'الإسماعيلية'], '70.00'], [['Suez', 'السويس'], '70.00'], [['Faiyum', 'الفيوم'], '70.00'],
    [['Beni Suef', 'بني سويف'], '75.00'], [['Minya', 'المنيا'], '80.00'], [['Asyut', 'أسيوط'], '85.00'],
    [['Sohag', 'سوهاج'], '90.00'], [['Qena', 'قنا'], '95.00'], [['Luxor', 'الأقصر'], '95.00'], [['Aswan', 'أسوان'], '100.00'],
    [['Red Sea', 'البحر الأحمر'], '110.00', [
      [['Hurghada', 'الغردقة'], null, [27.2579, 33.8116]],
      [['Marsa Alam', 'مرسى علم'], '140.00', [25.0676, 34.879]],
    ]],
    [['New Valley', 'الوادي الجديد'], '120.00'], [['Matrouh', 'مطروح'], '110.00'], [['North Sinai', 'شمال سيناء'], '120.00'],
    [['South Sinai', 'جنوب سيناء'], '120.00', [
      [['Sharm El Sheikh', 'شرم الشيخ'], null, [27.9158, 34.33]],
      [['Dahab', 'دهب'], '130.00', [28.5091, 34.5136]],
    ]],
  ]],
  [['Saudi Arabia', 'السعودية'], 'SA', [
    [['Riyadh', 'الرياض'], '150.00', [
      [['Riyadh', 'الرياض'], null, [24.7136, 46.6753]],
      [['Al Kharj', 'الخرج'], '170.00', [24.1556, 47.3346]],
    ]],
    [['Makkah', 'مكة المكرمة'], '150.00', [
      [['Jeddah', 'جدة'], null, [21.4858, 39.1925]],
      [['Mecca', 'مكة'], null, [21.3891, 39.8579]],
      [['Taif', 'الطائف'], '170.00', [21.2703, 40.4158]],
    ]],
    [['Madinah', 'المدينة المنورة'], '160.00'],
    [['Eastern Province', 'المنطقة الشرقية'], '160.00', [
      [['Dammam', 'الدمام'], null, [26.4207, 50.0888]],
      [['Khobar', 'الخبر'], null, [26.2172, 50.1971]],
      [['Al Ahsa', 'الأحساء'], '180.00', [25.3839, 49.5864]],
    ]],
    [['Qassim', 'القصيم'], '170.00'], [['Asir', 'عسير'], '180.00'], [['Tabuk', 'تبوك'], '190.00'], [['Hail', 'حائل'], '180.00'],
    [['Northern Borders', 'الحدود الشمالية'], '200.00'], [['Jazan', 'جازان'], '190.00'], [['Najran', 'نجران'], '190.00'],
    [['Al Bahah', 'الباحة'], '190.00'], [['Al Jawf', 'الجوف'], '200.00'],
  ]],
  [['United Arab Emirates', 'الإمارات العربية المتحدة'], 'AE', [
    [['Abu Dhabi', 'أبوظبي'], '140.00', [
      [['Abu Dhabi City', 'مدينة أبوظبي'], null, [24.4539, 54.3773]],
      [['Al Ain', 'العين'], '155.00', [24.2075, 55.7447]],
    ]],
    [['Dubai', 'دبي'], '130.00', [
      [['Deira', 'ديرة'], null, [25.2711, 55.3075]],
      [['Jumeirah', 'جميرا'], null, [25.2048, 55.2382]],
    ]],
    [['Sharjah', 'الشارقة'], '130.00', [
      [['Sharjah City', 'مدينة الشارقة'], null, [25.3463, 55.4209]],
      [['Khor Fakkan', 'خورفكان'], '150.00', [25.3313, 56.342]],
    ]],
    [['Ajman', 'عجمان'], '135.00'], [['Umm Al Quwain', 'أم القيوين'], '140.00'],
    [['Ras Al Khaimah', 'رأس الخيمة'], '145.00'], [['Fujairah', 'الفجيرة'], '150.00'],
  ]],
  [['Qatar', 'قطر'], 'QA', [
    [['Doha', 'الدوحة'], '120.00', [
      [['West Bay', 'الخليج الغربي'], null, [25.3247, 51.531]],
      [['Al Sadd', 'السد'], null, [25.2837, 51.496]],
    ]],
    [['Al Rayyan', 'الريان'], '125.00', [[['Education City', 'المدينة التعليمية'], null, [25.3132, 51.439]]]],
    [['Al Wakrah', 'الوكرة'], '130.00', [[['Mesaieed', 'مسيعيد'], '150.00', [24.9909, 51.5493]]]],
    [['Al Khor', 'الخور'], '140.00'], [['Al Shamal', 'الشمال'], '150.00'], [['Umm Salal', 'أم صلال'], '130.00'],
    [['Al Daayen', 'الضعاين'], '130.00'], [['Al Shahaniya', 'الشحانية'], '145.00'],
  ]],
  [['Libya', 'ليبيا'], 'LY', [
    [['Tripoli', 'طرابلس'], '160.00', [
      [['Tajoura', 'تاجوراء'], null, [32.8817, 13.35]],
      [['Janzour', 'جنزور'], null, [32.817, 13.01]],
    ]],
    [['Benghazi', 'بنغازي'], '170.00', [
      [['Benghazi City', 'مدينة بنغازي'], null, [32.1167, 20.0667]],
      [['Al Abyar', 'الأبيار'], '185.00', [32.19, 20.5967]],
    ]],
    [['Misrata', 'مصراتة'], '170.00', [[['Misrata City', 'مدينة مصراتة'], null, [32.3754, 15.0925]]]],
    [['Al Jabal al Akhdar', 'الجبل الأخضر'], '185.00', [
      [['Bayda', 'البيضاء'], null, [32.7627, 21.7551]],
      [['Shahhat', 'شحات'], '195.00', [32.8281, 21.8622]],
    ]],
    [['Zawiya', 'الزاوية'], '170.00'], [['Sabha', 'سبها'], '200.00'], [['Derna', 'درنة'], '190.00'],
    [['Zliten', 'زليتن'], '175.00'], [['Sirte', 'سرت'], '185.00'], [['Nuqat al Khams', 'النقاط الخمس'], '180.00'],
    [['Jafara', 'الجفارة'], '165.00'], [['Al Murqub', 'المرقب'], '175.00'],
  ]],
];

/** Demo rates: units of each currency one Egyptian pound buys. */
const currencies: [Pair, string, string, boolean][] = [
  [['Egyptian Pound', 'جنيه مصري'], 'EGP', '1', true],
  [['Saudi Riyal', 'ريال سعودي'], 'SAR', '0.0772', true],
  [['UAE Dirham', 'درهم إماراتي'], 'AED', '0.0755', true],
  [['Qatari Riyal', 'ريال قطري'], 'QAR', '0.0749', false],
  [['Libyan Dinar', 'دينار ليبي'], 'LYD', '0.1116', false],
  [['US Dollar', 'دولار أمريكي'], 'USD', '0.0206', true],
];

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

/** Places, currencies and customers with addresses and carts (carts use the seeded catalogue's products). */
export async function seedPlacesAndCustomers(db: Db): Promise<void> {
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  const names = ([en, ar]: Pair) => ({ name_en: en, name_ar: ar, search_text: foldForSearch(`${en} ${ar}`) });

  /** Cities of each country, with their chain, for the demo addresses. */
  const citiesOf = new Map<string, { countryId: number; governorateId: number; cityId: number; point: [number, number] }[]>();
  for (const [country, code, governorates] of places) {
    const { id: countryId } = await db
      .insertInto('countries')
      .values({ ...names(country), code, search_text: foldForSearch(`${country[0]} ${country[1]} ${code}`), ...stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cities: { countryId: number; governorateId: number; cityId: number; point: [number, number] }[] = [];
    for (const [governorate, fee, demoCities = []] of governorates) {
      const { id: governorateId } = await db
        .insertInto('governorates')
        .values({ ...names(governorate), country_id: countryId, shipment_fees: moneyToStored(fee), ...stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [city, cityFee, point] of demoCities) {
        const { id: cityId } = await db
          .insertInto('cities')
          .values({ ...names(city), governorate_id: governorateId, shipment_fees: cityFee === null ? null : moneyToStored(cityFee), ...stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        cities.push({ countryId: Number(countryId), governorateId: Number(governorateId), cityId: Number(cityId), point });
      }
    }
    citiesOf.set(code, cities);
  }

  await db
    .insertInto('currencies')
    .values(currencies.map(([name, code, rate, online]) => ({
      ...names(name),
      code,
      search_text: foldForSearch(`${name[0]} ${name[1]} ${code}`),
      exchange_rate: rateToStored(rate),
      is_local: code === 'EGP' ? 1 : 0,
      is_online: online ? 1 : 0,
      ...stamp,
    })))
    .execute();

  // Products a customer can buy: simple products and variants, not archived.
  const products = await db
    .selectFrom('products')
    .select(['id', 'selling_price'])
    .where('variants_count', '=', 0)
    .where('is_archived', '=', 0)
    .orderBy('id')
    .limit(40)
    .execute();

  for (const [i, [name, country, phoneText, inactive]] of customers.entries()) {
    const phone = phoneOf(phoneText);
    const created = isoIn(-86_400 * (customers.length - i) * 3);
    const { id } = await db
      .insertInto('customers')
      .values({ name, phone, additional_phone: null, email: null, is_active: inactive ? 0 : 1, search_text: '', created_at: created, updated_at: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = customerCodeOf(Number(id));
    await db
      .updateTable('customers')
      .set({ code, search_text: customerSearchText({ name, code, phone, additional_phone: null, email: null }) })
      .where('id', '=', id)
      .execute();

    const cities = citiesOf.get(country) ?? [];
    for (let a = 0; a < 1 + (i % 3 === 0 ? 1 : 0) && cities.length; a += 1) {
      const place = cities[(i + a * 3) % cities.length];
      const title = addressTitles[a % addressTitles.length];
      if (!place || !title) continue;
      await db
        .insertInto('customer_addresses')
        .values({
          customer_id: Number(id),
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
        })
        .execute();
    }

    // Every other active customer has items waiting in a cart.
    if (inactive || i % 2 === 1 || products.length === 0) continue;
    const activity = isoIn(-3_600 * (i + 1) * 5);
    const { id: cartId } = await db
      .insertInto('carts')
      .values({ customer_id: Number(id), created_at: activity, updated_at: activity })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = 1 + (i % 4);
    for (let l = 0; l < lines; l += 1) {
      const product = products[(i * 3 + l * 7) % products.length];
      if (!product) continue;
      await db
        .insertInto('cart_items')
        .values({ cart_id: Number(cartId), product_id: Number(product.id), quantity: 1 + ((i + l) % 3), unit_price: Number(product.selling_price), created_at: activity, updated_at: activity })
        .onConflict((oc) => oc.columns(['cart_id', 'product_id']).doNothing())
        .execute();
    }
  }
}
