import { describe, expect, it } from 'vitest';
import { translateMessage } from '../i18n/translate.js';
import { isolate, listNames } from './isolate.js';

describe('isolate', () => {
  it('wraps a name in first strong isolate and pop', () => {
    expect(isolate('12 Tahrir St.')).toBe('\u206812 Tahrir St.\u2069');
    expect(isolate(150)).toBe('\u2068150\u2069');
  });
});

describe('listNames', () => {
  it('isolates each name on its own and joins them in the language', () => {
    expect(listNames('en', ['Acme', 'نيل'])).toBe('\u2068Acme\u2069, \u2068نيل\u2069');
    expect(listNames('ar', ['Acme', 'نيل'])).toBe('\u2068Acme\u2069، \u2068نيل\u2069');
  });

  it('adds an ellipsis when there are more than it names', () => {
    expect(listNames('en', ['Acme'], true)).toBe('\u2068Acme\u2069…');
  });

  it('keeps a Latin record name whole inside an Arabic message', () => {
    const message = translateMessage('ar', 'errors.in_use_by_products', { names: listNames('ar', ['Acme Ltd.']), products: listNames('ar', ['SKU-12 rice']) });
    expect(message).toBe('لا يمكن حذف \u2068Acme Ltd.\u2069: توجد منتجات مرتبطة (\u2068SKU-12 rice\u2069).');
  });
});
