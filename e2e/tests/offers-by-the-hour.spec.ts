import type { Offer } from '@matjar/shared';
import { expect, test } from '../support/test';
import { expectLocale, usualPrefix } from '../support/locale';
import { addWithPictures, fillOffer, offerFormTexts, pickProduct } from '../support/offers';
import { daysAhead, plainProducts } from '../support/promotions';
import { apiToken, signIn } from '../support/session';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

/** What the offer form and list say, as their catalogues word it (literals: a wrong translation must fail). */
const texts = {
  en: {
    ...offerFormTexts.en,
    startTime: 'Start time',
    endTime: 'End time',
    withTimes: 'Set the times',
    // The store's times as typed, in the date-time style (lib/format.ts).
    times: ['20:00', '23:00'],
    running: 'Running',
    expired: 'Expired',
  },
  ar: {
    ...offerFormTexts.ar,
    startTime: 'وقت البدء',
    endTime: 'وقت الانتهاء',
    withTimes: 'تحديد الأوقات',
    times: ['8:00 م', '11:00 م'],
    running: 'سارٍ',
    expired: 'منتهٍ',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const t = texts[locale];

  test(`a three-hour flash sale: its times in the form and the list, its state moving with the clock (${locale})`, async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const [product] = await plainProducts(request, token, 1);
    // A day no other test's offer holds, so the item is free that evening.
    const { start: day } = daysAhead(1);
    await page.clock.install();

    await signIn(page, users.admin, { prefix: usualPrefix(locale), to: '/dashboard/offers/create' });
    await expectLocale(page, locale);
    await fillOffer(page, locale, `Flash ${tag}`, { start: day, end: day }, { amount: '25', description: { en: 'Three hours tonight.', ar: 'ثلاث ساعات الليلة.' } });
    await pickProduct(page, t.pickSingle, product!.sku, product!.name[locale]);

    // Days alone until a time is wanted; a flash sale wants them, so switching one on gives both ends a time.
    await expect(page.getByLabel(t.startTime)).toHaveCount(0);
    await expect(page.getByRole('switch', { name: t.withTimes })).not.toBeChecked();
    const flashSale = page.getByRole('switch', { name: t.flashSale });
    await flashSale.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: t.withTimes })).toBeChecked();
    await expect(page.getByLabel(t.startTime)).toHaveValue('00:00');
    await expect(page.getByLabel(t.endTime)).toHaveValue('23:59');
    await page.getByLabel(t.startTime).fill('20:00');
    await page.getByLabel(t.endTime).fill('23:00');
    await addWithPictures(page, locale);

    const row = page.getByRole('table', { name: t.table }).getByRole('row').filter({ hasText: `Flash ${tag}` });
    for (const time of t.times) await expect(row).toContainText(time);
    await expect(row).toContainText(t.scheduled);

    // What was stored: the store's times as typed, with the instants they name.
    const listed = await request.get('/api/dashboard/offers', { headers: { Authorization: `Bearer ${token}` }, params: { search: `Flash ${tag}` } });
    const [offer] = ((await listed.json()) as { data: Offer[] }).data;
    expect(offer).toMatchObject({ start_date: `${day}T20:00`, end_date: `${day}T23:00`, is_flash_sale: true });
    expect(Date.parse(offer!.ends_at) - Date.parse(offer!.starts_at)).toBe(3 * 3_600_000);

    // The list looks at the clock every minute: from the sale's start it runs, from its end it is over.
    await page.clock.setSystemTime(Date.parse(offer!.starts_at));
    await page.clock.runFor(60_000);
    await expect(row).toContainText(t.running);
    await page.clock.setSystemTime(Date.parse(offer!.ends_at));
    await page.clock.runFor(60_000);
    await expect(row).toContainText(t.expired);
  });
}
