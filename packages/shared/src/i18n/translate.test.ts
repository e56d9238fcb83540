import { describe, expect, it } from 'vitest';
import { ar } from '../locales/ar.js';
import { en } from '../locales/en.js';
import { fieldLabel, translateMessage } from './translate.js';

/** Every key path of a nested catalogue, e.g. `errors.forbidden`. */
const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('shared message catalogues', () => {
  it('have the same keys in English and Arabic, none empty', () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
    for (const catalogue of [en, ar]) {
      for (const key of keysOf(catalogue)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        expect(String(value).trim(), key).not.toBe('');
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
