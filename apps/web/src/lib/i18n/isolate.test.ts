import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';

describe('{{value, isolate}}', () => {
  it('sets a typed name apart from the Arabic sentence around it', async () => {
    await initI18n('ar');
    await i18n.loadNamespaces('currencies');
    expect(i18n.t('currencies:toast.online', { name: 'US Dollar' })).toBe('أصبحت \u2068US Dollar\u2069 متاحة للدفع عبر الإنترنت');
  });
});
