import { moneyToStored } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { storedName } from '../../lib/resource-service.js';
import { citiesRepository, countriesRepository, governoratesRepository } from './places.repository.js';

type Pair = [en: string, ar: string];
/** A city: name, own fee (null: the governorate's applies), and a point in it for demo addresses. */
type DemoCity = [Pair, string | null, [lat: number, lng: number]];
type DemoGovernorate = [Pair, string, DemoCity[]?];

/** Real governorates / regions / emirates / municipalities / districts; fees in EGP, the local currency. */
const demoPlaces: [Pair, string, DemoGovernorate[]][] = [
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

/** The point of a demo city (by its country's code and its English name), where its demo addresses sit. */
export function demoCityPoint(code: string, cityName: string): [lat: number, lng: number] | undefined {
  const cities = demoPlaces.find(([, countryCode]) => countryCode === code)?.[2].flatMap(([, , demoCities = []]) => demoCities);
  return cities?.find(([[en]]) => en === cityName)?.[2];
}

/** Real places of five countries with their shipping fees (in EGP, the local currency). */
export async function seedPlaces(db: Db): Promise<void> {
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  for (const [[en, ar], code, governorates] of demoPlaces) {
    const countryId = await countriesRepository.insert(db, { ...storedName({ en, ar }, code), code, ...stamp });
    for (const [governorate, fee, cities = []] of governorates) {
      const governorateId = await governoratesRepository.insert(db, {
        ...storedName({ en: governorate[0], ar: governorate[1] }),
        country_id: countryId,
        shipment_fees: moneyToStored(fee),
        ...stamp,
      });
      for (const [city, cityFee] of cities) {
        await citiesRepository.insert(db, {
          ...storedName({ en: city[0], ar: city[1] }),
          governorate_id: governorateId,
          shipment_fees: cityFee === null ? null : moneyToStored(cityFee),
          ...stamp,
        });
      }
    }
  }
}
