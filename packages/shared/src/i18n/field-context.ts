import type { Locale } from '../constants.js';

/**
 * The Arabic field labels (keys of `fields`) whose messages take the feminine form:
 * feminine nouns (الكمية، الصورة، كلمة المرور) and plurals of things (الأدوار، المنتجات),
 * which Arabic agrees in the feminine singular. Every other label is masculine.
 */
export const ARABIC_FEMININE_FIELDS: ReadonlySet<string> = new Set([
  'page', 'ads', 'sliders', 'ids', 'units', 'role_ids', 'roles', 'permissions', 'password', 'current_password', 'locale',
  'shipment_fees', 'countries', 'governorates', 'cities', 'is_local', 'is_online', 'currencies', 'status',
  'country_id', 'governorate_id', 'city_id', 'tax_percent', 'quantity', 'brand_id', 'unit_id', 'colours', 'highlights',
  'specs', 'sections', 'display_type', 'items', 'value', 'seo_keywords', 'seo_keywords.en', 'seo_keywords.ar',
  'seo_keywords_en', 'seo_keywords_ar', 'options', 'values', 'image', 'notes', 'brands', 'categories', 'products',
  'payment_method_id', 'note', 'shipping_status', 'payment_status', 'orders', 'offers', 'discount_amount', 'header_image',
  'popup_image', 'coupons', 'rate', 'product_ids', 'period',
]);

const feminineFields: Record<Locale, ReadonlySet<string>> = { en: new Set(), ar: ARABIC_FEMININE_FIELDS };

/**
 * The i18next context of a field's messages: 'female' where the locale's label of the field
 * is feminine, so `validation.required` reads `required_female` ("الكمية مطلوبة"). The
 * path is resolved as `fieldLabel` does: the whole path, else its last named segment
 * (`variants.0.quantity` → quantity).
 */
export function fieldContext(locale: Locale, path: string): 'female' | undefined {
  const feminine = feminineFields[locale];
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? '';
  return feminine.has(path) || feminine.has(last) ? 'female' : undefined;
}
