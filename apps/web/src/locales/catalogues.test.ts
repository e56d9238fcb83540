import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace exists in both languages with the same keys, no empty text and the
 * same placeholders. Plural keys (`count_one`, `count_other`, …) are compared by their
 * base key, and each language must have all of its own plural forms: English one/other,
 * Arabic zero/one/two/few/many/other.
 */
const root = import.meta.dirname;
const languages = ['en', 'ar'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Tree);

/** Base keys with plural forms are those with an `_other` form. */
function baseKeys(entries: Map<string, string>): Map<string, string> {
  const plural = new Set([...entries.keys()].filter((k) => k.endsWith('_other')).map((k) => k.replace(PLURAL, '')));
  const out = new Map<string, string>();
  for (const [key, text] of entries) {
    const base = key.replace(PLURAL, '');
    if (!plural.has(base)) out.set(key, text);
    else if (key.endsWith('_other')) out.set(base, text);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\/?\w+)\s*\/?>/g)].map((m) => m[1] ?? m[2]).sort().join();

const namespaces = [...new Set(languages.flatMap((language) => readdirSync(join(root, language))))].filter((f) =>
  f.endsWith('.json'),
);

describe('message catalogues', () => {
  it('has namespaces', () => {
    expect(namespaces).toContain('common.json');
  });

  describe.each(namespaces)('%s', (file) => {
    it('exists in every language with the same keys', () => {
      const [en, ar] = languages.map((language) => [...baseKeys(read(language, file)).keys()].sort());
      expect(ar).toEqual(en);
    });

    it.each(languages)('has every plural form of %s and no empty text', (language) => {
      const entries = read(language, file);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const bases = [...entries.keys()].filter((k) => k.endsWith('_other')).map((k) => k.replace(PLURAL, ''));
      const missing = bases.flatMap((base) => categories.map((c) => `${base}_${c}`)).filter((k) => !entries.has(k));
      expect(missing).toEqual([]);
      expect([...entries].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    });

    it('uses the same placeholders and tags in both languages', () => {
      const en = baseKeys(read('en', file));
      const ar = baseKeys(read('ar', file));
      const differing = [...en].filter(([key, text]) => ar.has(key) && placeholders(text) !== placeholders(ar.get(key)!));
      expect(differing.map(([key]) => key)).toEqual([]);
    });
  });
});
