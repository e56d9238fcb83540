import { DEFAULT_DEMAND_LIMIT, type OPTION_TYPES, type Product, type SECTION_DISPLAY_TYPES } from '@matjar/shared';

export interface Bilingual {
  en: string;
  ar: string;
}

/** What the form edits: text as typed (the shared schema parses it), arrays as rows. */
export interface ProductFormValues {
  name: Bilingual;
  slug: string;
  sku: string;
  barcode: string;
  description: Bilingual;
  buying_price: string;
  selling_price: string;
  tax_percent: string;
  quantity: string;
  weight_gm: string;
  category_id: number | null;
  brand_id: number | null;
  unit_id: number | null;
  is_multi_unit: boolean;
  is_bonus: boolean;
  show_price: boolean;
  max_order: string;
  /** The stock at or below which the under-demand-limit report lists it. */
  demand_limit: string;
  colours: string[];
  highlights: Bilingual[];
  specs: { key: Bilingual; value: Bilingual }[];
  sections: { title: Bilingual; display_type: (typeof SECTION_DISPLAY_TYPES)[number]; items: { key: Bilingual; value: Bilingual }[] }[];
  seo_keywords: { en: string[]; ar: string[] };
  meta_description: Bilingual;
  options: { name: Bilingual; type: (typeof OPTION_TYPES)[number]; values: Bilingual[] }[];
  /** A chosen file, `null` to remove the stored image, undefined to keep it. */
  image: Blob | null | undefined;
}

export const emptyBilingual = (): Bilingual => ({ en: '', ar: '' });
const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | null) => (value === null ? '' : String(value));

/** A new product, or the stored one as the form shows it (nulls become empty text). */
export function productFormValues(product?: Product): ProductFormValues {
  if (!product) {
    return {
      name: emptyBilingual(), slug: '', sku: '', barcode: '', description: emptyBilingual(),
      buying_price: '', selling_price: '', tax_percent: '0', quantity: '0', weight_gm: '',
      category_id: null, brand_id: null, unit_id: null,
      is_multi_unit: false, is_bonus: false, show_price: true, max_order: '', demand_limit: String(DEFAULT_DEMAND_LIMIT),
      colours: [], highlights: [], specs: [], sections: [],
      seo_keywords: { en: [], ar: [] }, meta_description: emptyBilingual(), options: [], image: undefined,
    };
  }
  return {
    name: { ...product.name },
    slug: text(product.slug),
    sku: product.sku,
    barcode: text(product.barcode),
    description: { en: text(product.description.en), ar: text(product.description.ar) },
    buying_price: product.buying_price,
    selling_price: product.selling_price,
    tax_percent: product.tax_percent,
    quantity: String(product.quantity),
    weight_gm: number(product.weight_gm),
    category_id: product.category?.id ?? null,
    brand_id: product.brand?.id ?? null,
    unit_id: product.unit?.id ?? null,
    is_multi_unit: product.is_multi_unit,
    is_bonus: product.is_bonus,
    show_price: product.show_price,
    max_order: number(product.max_order),
    demand_limit: String(product.demand_limit),
    colours: [...product.colours],
    highlights: product.highlights.map((h) => ({ ...h })),
    specs: product.specs.map((s) => ({ key: { ...s.key }, value: { ...s.value } })),
    sections: product.sections.map((s) => ({
      title: { ...s.title },
      display_type: s.display_type,
      items: s.items.map((item) => ({ key: { en: text(item.key?.en), ar: text(item.key?.ar) }, value: { ...item.value } })),
    })),
    seo_keywords: { en: [...product.seo_keywords.en], ar: [...product.seo_keywords.ar] },
    meta_description: { ...product.meta_description },
    options: product.options.map((o) => ({ name: { ...o.name }, type: o.type, values: o.values.map((v) => ({ ...v })) })),
    image: undefined,
  };
}
