import { describe, expect, it, vi } from 'vitest';
import { Translator, type Catalogue } from './translator';

const catalogues: Record<string, Catalogue> = {
  'en/common': {
    hello: 'Hello {{name}}',
    quoted: 'Renamed {{name, isolate}}',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    items_zero: 'No items',
    required: '{{field}} is required',
    required_female: '{{field}} (f) is required',
    nested: { deep: { text: 'Deep' }, 'with.dot': { key: 'Dotted' } },
    'name.ar': 'Arabic name',
    calendar: { next: 'Next', previous: 'Previous' },
  },
  'en/orders': { title: 'Orders', status: { paid: 'Paid' } },
  'ar/common': {
    hello: 'مرحبا {{name}}',
    items_zero: 'لا عناصر',
    items_one: 'عنصر واحد',
    items_two: 'عنصران',
    items_few: '{{count}} عناصر',
    items_many: '{{count}} عنصرًا',
    items_other: '{{count}} عنصر',
  },
  'ar/orders': { title: 'الطلبات', status: { paid: 'مدفوع' } },
};

function translator() {
  const load = vi.fn((language: string, namespace: string) => {
    const catalogue = catalogues[`${language}/${namespace}`];
    return catalogue ? Promise.resolve(catalogue) : undefined;
  });
  const i18n = new Translator({ load, formats: { isolate: (value) => `[${String(value)}]` } });
  return { i18n, load };
}

async function started(language = 'en') {
  const { i18n, load } = translator();
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'orders']);
  return { i18n, load };
}

describe('Translator', () => {
  it('looks keys up by namespace and path, and fills in values through formats', async () => {
    const { i18n } = await started();
    expect(i18n.t('hello', { name: 'Sara' })).toBe('Hello Sara');
    expect(i18n.t('quoted', { name: 'Sara' })).toBe('Renamed [Sara]');
    expect(i18n.t('nested.deep.text')).toBe('Deep');
    expect(i18n.t('name.ar')).toBe('Arabic name');
    expect(i18n.t('nested.with.dot.key')).toBe('Dotted');
    expect(i18n.t('orders:status.paid')).toBe('Paid');
    expect(i18n.fixedT('orders')('title')).toBe('Orders');
    expect(i18n.fixedT('orders', 'status')('paid')).toBe('Paid');
    expect(i18n.fixedT('orders', 'status')('common:hello', { name: 'x' })).toBe('Hello x');
  });

  it('picks plural forms by the language’s rules, and _zero for 0 in any language', async () => {
    const { i18n } = await started();
    expect([0, 1, 2].map((count) => i18n.t('items', { count }))).toEqual(['No items', '1 item', '2 items']);
    await i18n.changeLanguage('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => i18n.t('items', { count }))).toEqual([
      'لا عناصر',
      'عنصر واحد',
      'عنصران',
      '3 عناصر',
      '11 عنصرًا',
      '100 عنصر',
    ]);
  });

  it('prefers the context’s form and falls back to the plain one', async () => {
    const { i18n } = await started();
    expect(i18n.t('required', { field: 'Name', context: 'female' })).toBe('Name (f) is required');
    expect(i18n.t('required', { field: 'Name', context: 'male' })).toBe('Name is required');
  });

  it('tries a list of keys in order, then the default value, then the key', async () => {
    const { i18n } = await started();
    expect(i18n.t(['orders:missing', 'orders:title'])).toBe('Orders');
    expect(i18n.t(['orders:missing', 'common:missing'], { defaultValue: 'weight' })).toBe('weight');
    expect(i18n.t('orders:status.refunded')).toBe('status.refunded');
    expect(i18n.t('hello')).toBe('Hello ');
  });

  it('returns a subtree only when asked to, and never reads through a prototype', async () => {
    const { i18n } = await started();
    expect(i18n.t('calendar', { returnObjects: true })).toEqual({ next: 'Next', previous: 'Previous' });
    expect(i18n.t('calendar')).toBe('calendar');
    expect(i18n.t('constructor')).toBe('constructor');
    expect(i18n.t('__proto__.toString')).toBe('__proto__.toString');
    expect(i18n.t('hello', { name: undefined, toString: 'x' })).toBe('Hello ');
    expect(i18n.t('quoted', { name: 'a', isolate: 'b' })).toBe('Renamed [a]');
  });

  it('loads each catalogue once, and hands out one promise while it is pending', async () => {
    const { i18n, load } = translator();
    await i18n.changeLanguage('en');
    const first = i18n.loadNamespaces(['orders']);
    expect(i18n.loadNamespaces(['orders'])).toBe(first);
    expect(i18n.hasLoaded(['orders'])).toBe(false);
    await first;
    await i18n.loadNamespaces('orders');
    expect(i18n.hasLoaded(['orders'])).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(i18n.loadNamespaces('nothing')).rejects.toThrow('No catalogue en/nothing');
  });

  it('switches language once the catalogues in use are loaded in it, then tells its listeners', async () => {
    const { i18n, load } = await started();
    const heard: string[] = [];
    const stop = i18n.subscribe(() => heard.push(`${i18n.language}:${String(i18n.hasLoaded(['common', 'orders']))}`));
    let before = '';
    await i18n.changeLanguage('ar', () => (before = i18n.language));
    expect(before).toBe('en');
    expect(heard).toEqual(['ar:true']);
    expect(load.mock.calls.filter(([language]) => language === 'ar').map(([, namespace]) => namespace).sort()).toEqual([
      'common',
      'orders',
    ]);
    const english = i18n.fixedT('orders', undefined, 'en');
    expect(english('title')).toBe('Orders');
    expect(i18n.t('orders:title')).toBe('الطلبات');
    stop();
    await i18n.changeLanguage('en');
    expect(heard).toHaveLength(1);
  });

  it('keeps the later of two switches, even when the earlier one loads last', async () => {
    const { i18n, load } = await started();
    let arrive: (catalogue: Catalogue) => void = () => undefined;
    load.mockImplementation((language: string, namespace: string) =>
      language === 'ar' && namespace === 'common'
        ? new Promise<Catalogue>((resolve) => (arrive = resolve))
        : Promise.resolve(catalogues[`${language}/${namespace}`]!),
    );
    const toArabic = i18n.changeLanguage('ar');
    await i18n.changeLanguage('en');
    arrive(catalogues['ar/common']!);
    await toArabic;
    expect(i18n.language).toBe('en');
  });
});
