import { describe, expect, it } from 'vitest';
import { productInput, stockLevelOf } from './products.js';

const valid = {
  name: { en: 'Rice', ar: 'أرز' },
  sku: 'R-1',
  barcode: '6221000000017',
  buying_price: '1',
  selling_price: '2',
  tax_percent: '14',
  quantity: '3',
  category_id: '1',
  brand_id: 1,
  unit_id: '1',
  seo_keywords: { en: ['rice'], ar: ['أرز'] },
  meta_description: { en: 'Rice', ar: 'أرز' },
};
const messages = (input: unknown) => {
  const result = productInput.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('productInput', () => {
  it('reads form text as numbers, flags and defaults', () => {
    const product = productInput.parse({ ...valid, is_bonus: '0', show_price: 'on', weight_gm: '' });
    expect(product).toMatchObject({ quantity: 3, category_id: 1, is_bonus: false, show_price: true, weight_gm: null, options: [], colours: [] });
  });

  it('refuses a zero price unless a bonus, and repeated keywords', () => {
    expect(messages({ ...valid, selling_price: '0.00' })).toEqual({ selling_price: 'validation.price_zero' });
    expect(messages({ ...valid, selling_price: '0', is_bonus: true })).toEqual({});
    expect(messages({ ...valid, seo_keywords: { en: ['Rice', 'RICE'], ar: ['مكرونة', 'مكرونه'] } })).toEqual({
      'seo_keywords.en.1': 'validation.word_exists',
      'seo_keywords.ar.1': 'validation.word_exists',
    });
  });

  it('tells "nothing sent" from "something wrong sent"', () => {
    expect(messages({ ...valid, quantity: '', category_id: undefined })).toEqual({ quantity: 'validation.required', category_id: 'validation.required' });
    expect(messages({ ...valid, quantity: '2.5', category_id: 'x' })).toEqual({ quantity: 'validation.invalid', category_id: 'validation.invalid' });
  });

  it('requires a barcode (spec §5), trimmed', () => {
    expect(messages({ ...valid, barcode: undefined })).toEqual({ barcode: 'validation.required' });
    expect(messages({ ...valid, barcode: '   ' })).toEqual({ barcode: 'validation.required' });
    expect(productInput.parse({ ...valid, barcode: ' 622 ' }).barcode).toBe('622');
  });

  it('reads the confirmation to remove every variant as a flag', () => {
    expect(productInput.parse({ ...valid, confirm_remove_all: 'true' }).confirm_remove_all).toBe(true);
    expect(productInput.parse(valid).confirm_remove_all).toBeUndefined();
  });

  it('grades stock', () => {
    expect([0, -1, 1, 5, 6].map(stockLevelOf)).toEqual(['out', 'out', 'low', 'low', 'in']);
  });
});
