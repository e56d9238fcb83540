import { describe, expect, it } from 'vitest';
import { ar } from '../locales/ar.js';
import { en } from '../locales/en.js';
import { ARABIC_FEMININE_FIELDS, fieldContext } from './field-context.js';
import { fieldLabel, fieldMessage, translateMessage } from './translate.js';

/** Every key path of a nested catalogue, e.g. `errors.forbidden`. */
const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const FEMININE = /_female$/;
const valueOf = (catalogue: object, key: string) =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue));

describe('shared message catalogues', () => {
  it('have the same keys in English and Arabic, none empty', () => {
    // A feminine form stands beside its base message (Arabic has them, English does not).
    expect(keysOf(ar).filter((k) => !FEMININE.test(k)).sort()).toEqual(keysOf(en).sort());
    for (const catalogue of [en, ar]) {
      for (const key of keysOf(catalogue)) {
        expect(valueOf(catalogue, key).trim(), key).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(en)) {
      const [ns, name] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
      const pick = (c: typeof en) => (c[ns as keyof typeof en] as Record<string, string>)[name] ?? '';
      expect(placeholders(pick(ar)), key).toEqual(placeholders(pick(en)));
    }
    for (const key of keysOf(ar).filter((k) => FEMININE.test(k))) {
      expect(placeholders(valueOf(ar, key)), key).toEqual(placeholders(valueOf(en, key.replace(FEMININE, ''))));
    }
  });
});

describe('gender agreement', () => {
  it('words a message about a feminine Arabic field in the feminine, a masculine one in the masculine', () => {
    expect(fieldMessage('ar', 'validation.required', 'quantity')).toBe('الكمية مطلوبة');
    expect(fieldMessage('ar', 'validation.required', 'sku')).toBe('رمز المنتج (SKU) مطلوب');
    expect(fieldMessage('ar', 'validation.invalid', 'variants.0.quantity')).toBe('الكمية غير صالحة');
    expect(fieldMessage('ar', 'validation.exists', 'unit_id')).toBe('الوحدة المختارة غير موجودة');
    expect(fieldMessage('ar', 'validation.exists', 'category_id')).toBe('القسم المختار غير موجود');
    expect(fieldMessage('ar', 'validation.must_be_positive', 'password')).toBe('كلمة المرور يجب أن تكون أكبر من صفر');
  });

  it('falls back to the base message where a language has no feminine form', () => {
    expect(fieldMessage('en', 'validation.required', 'quantity')).toBe('Quantity is required');
    expect(fieldMessage('ar', 'validation.quantity_not_available', 'quantity')).toBe('الكمية المطلوبة من المنتج غير متوفرة');
  });

  it('marks only Arabic field labels, and a labelled path agrees with its own label', () => {
    // A misspelt key would silently leave its field masculine.
    for (const key of ARABIC_FEMININE_FIELDS) expect(Object.keys(ar.fields), key).toContain(key);
    expect(fieldContext('ar', 'seo_keywords.en')).toBe('female');
    expect(fieldContext('ar', 'name.en')).toBeUndefined();
    expect(fieldContext('en', 'quantity')).toBeUndefined();
  });
});

describe('translateMessage', () => {
  it('fills placeholders in the asked language', () => {
    expect(translateMessage('en', 'validation.required', { field: 'Name' })).toBe('Name is required');
    expect(translateMessage('ar', 'validation.required', { field: 'الاسم' })).toBe('الاسم مطلوب');
  });

  it('returns the spec wording for the rate limit and the 403', () => {
    expect(translateMessage('en', 'errors.rate_limited')).toBe('Please wait before retrying.');
    expect(translateMessage('en', 'errors.forbidden')).toBe('you are not authorized');
  });

  it('returns an unknown key as given', () => {
    expect(translateMessage('en', 'errors.no_such_key')).toBe('errors.no_such_key');
  });
});

describe('fieldLabel', () => {
  it('prefers the full path, then the last segment without indexes', () => {
    expect(fieldLabel('en', 'name.en')).toBe('English name');
    expect(fieldLabel('ar', 'email')).toBe('البريد الإلكتروني');
    expect(fieldLabel('en', 'users.0.email')).toBe('Email');
    expect(fieldLabel('en', 'mystery')).toBe('This field');
  });
});
