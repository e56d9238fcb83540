/** Bilingual words that make product, category and brand names of a large test store. */
type Word = [en: string, ar: string];

export const nouns: Word[] = [
  ['shirt', 'قميص'], ['trousers', 'بنطلون'], ['dress', 'فستان'], ['abaya', 'عباية'], ['jacket', 'جاكيت'], ['scarf', 'وشاح'],
  ['shoes', 'حذاء'], ['sandals', 'صندل'], ['bag', 'حقيبة'], ['wallet', 'محفظة'], ['watch', 'ساعة'], ['ring', 'خاتم'],
  ['phone', 'هاتف'], ['charger', 'شاحن'], ['headphones', 'سماعات'], ['laptop', 'حاسوب'], ['tablet', 'جهاز لوحي'], ['camera', 'كاميرا'],
  ['kettle', 'غلاية'], ['blender', 'خلاط'], ['pan', 'مقلاة'], ['pot', 'حلة'], ['plate', 'طبق'], ['cup', 'كوب'],
  ['lamp', 'مصباح'], ['chair', 'كرسي'], ['table', 'طاولة'], ['pillow', 'وسادة'], ['blanket', 'بطانية'], ['carpet', 'سجادة'],
  ['rice', 'أرز'], ['pasta', 'مكرونة'], ['oil', 'زيت'], ['honey', 'عسل'], ['coffee', 'قهوة'], ['tea', 'شاي'],
  ['juice', 'عصير'], ['dates', 'تمر'], ['cheese', 'جبنة'], ['chocolate', 'شوكولاتة'], ['perfume', 'عطر'], ['cream', 'كريم'],
  ['soap', 'صابون'], ['shampoo', 'شامبو'], ['ball', 'كرة'], ['bicycle', 'دراجة'], ['tent', 'خيمة'], ['puzzle', 'لغز'],
  ['doll', 'دمية'], ['notebook', 'دفتر'],
];

export const adjectives: Word[] = [
  ['classic', 'كلاسيكي'], ['modern', 'عصري'], ['light', 'خفيف'], ['heavy', 'ثقيل'], ['small', 'صغير'], ['large', 'كبير'],
  ['premium', 'فاخر'], ['simple', 'بسيط'], ['smart', 'ذكي'], ['soft', 'ناعم'], ['strong', 'قوي'], ['natural', 'طبيعي'],
  ['organic', 'عضوي'], ['cotton', 'قطني'], ['leather', 'جلدي'], ['wooden', 'خشبي'], ['glass', 'زجاجي'], ['steel', 'معدني'],
  ['portable', 'محمول'], ['wireless', 'لاسلكي'], ['elegant', 'أنيق'], ['sporty', 'رياضي'], ['family', 'عائلي'], ['mini', 'مصغر'],
  ['royal', 'ملكي'], ['fresh', 'طازج'], ['golden', 'ذهبي'], ['silver', 'فضي'], ['eastern', 'شرقي'], ['daily', 'يومي'],
];

export const colours: Word[] = [
  ['white', 'أبيض'], ['black', 'أسود'], ['red', 'أحمر'], ['blue', 'أزرق'], ['green', 'أخضر'], ['yellow', 'أصفر'],
  ['brown', 'بني'], ['grey', 'رمادي'], ['pink', 'وردي'], ['purple', 'بنفسجي'], ['orange', 'برتقالي'], ['beige', 'بيج'],
  ['navy', 'كحلي'], ['olive', 'زيتوني'], ['gold', 'ذهبي اللون'], ['cream', 'كريمي'], ['turquoise', 'فيروزي'], ['maroon', 'عنابي'],
  ['sky', 'سماوي'], ['coral', 'مرجاني'],
];

export const places: Word[] = [
  ['Cairo', 'القاهرة'], ['Alexandria', 'الإسكندرية'], ['Giza', 'الجيزة'], ['Luxor', 'الأقصر'], ['Aswan', 'أسوان'],
  ['Delta', 'الدلتا'], ['Sinai', 'سيناء'], ['Nile', 'النيل'], ['Red Sea', 'البحر الأحمر'], ['Siwa', 'سيوة'],
  ['Fayoum', 'الفيوم'], ['Dahab', 'دهب'], ['Tanta', 'طنطا'], ['Mansoura', 'المنصورة'], ['Suez', 'السويس'],
  ['Ismailia', 'الإسماعيلية'], ['Minya', 'المنيا'], ['Sohag', 'سوهاج'], ['Qena', 'قنا'], ['Hurghada', 'الغردقة'],
];

/** A small fast generator with a seed, so two runs build the same store. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}
