import { expect, test } from '../support/test';
import { expectLocale, usualPrefix } from '../support/locale';
import { addComment, createPendingOrder, ordersTexts } from '../support/orders';
import { createCustomer } from '../support/places';
import { apiToken, signIn, signOut } from '../support/session';
import { texts } from '../support/texts';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';
import {
  ARABIC_MONTHS, arabicDay, corner, drag, expectInside, mm, pdfPageWidth, pinTip, settledCorner, sidewaysOverflow, widgetTexts,
} from '../support/widgets';

for (const locale of ['ar', 'en'] as const) {
  const t = widgetTexts[locale];
  const prefix = usualPrefix(locale);

  test(`address map: without tiles it says so and takes a pasted link; the pin stays where it is put (${locale})`, async ({ page, request }) => {
    const customer = await createCustomer(request, await apiToken(request, users.admin), `Map ${uniqueTag()}`);
    // No tile server answers.
    await page.route('**/tiles/**', (route) => route.abort());
    await signIn(page, users.admin, { prefix, to: `/dashboard/customers/${customer.id}/addresess/create` });

    const map = page.getByTestId('map-picker');
    await expect(page.getByRole('status').filter({ hasText: t.noTiles })).toBeVisible();
    const latitude = page.getByRole('textbox', { name: t.latitude, exact: true });
    const longitude = page.getByRole('textbox', { name: t.longitude, exact: true });

    // A Google Maps link pasted into one field fills both, and the pin shows inside the map.
    await latitude.fill('https://www.google.com/maps/@30.0444,31.2357,15z');
    await expect(latitude).toHaveValue('30.0444');
    await expect(longitude).toHaveValue('31.2357');
    const pin = map.getByRole('button', { name: t.location });
    await expect(pin).toBeVisible();
    expectInside(await pinTip(pin), await map.boundingBox());

    // A click puts the pin's tip where the click was...
    const box = (await map.boundingBox())!;
    const spot = { x: box.x + 80, y: box.y + 90 };
    await page.mouse.click(spot.x, spot.y);
    await expect(latitude).not.toHaveValue('30.0444');
    const tip = await pinTip(pin);
    expect(Math.abs(tip.x - spot.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(tip.y - spot.y)).toBeLessThanOrEqual(2);

    // ...and when the map is moved, the pin moves with it and keeps its point.
    const point = { lat: await latitude.inputValue(), lng: await longitude.inputValue() };
    const pane = map.locator('.leaflet-map-pane');
    const before = await corner(pane);
    await drag(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 60, 40);
    const after = await settledCorner(page, pane);
    expect(after.x - before.x).toBeGreaterThan(40);
    const moved = await pinTip(pin);
    expect(Math.abs(moved.x - tip.x - (after.x - before.x))).toBeLessThanOrEqual(1);
    expect(Math.abs(moved.y - tip.y - (after.y - before.y))).toBeLessThanOrEqual(1);
    expectInside(moved, await map.boundingBox());
    await expect(latitude).toHaveValue(point.lat);
    await expect(longitude).toHaveValue(point.lng);

    // Off the globe: each field says its range.
    await latitude.fill('95');
    await expect(page.getByText(t.latRange)).toBeVisible();
    await longitude.fill('-181');
    await expect(page.getByText(t.lngRange)).toBeVisible();
    await latitude.fill('30.1');
    await longitude.fill('31.3');
    await expect(page.getByText(t.latRange)).toBeHidden();
    await expect(page.getByText(t.lngRange)).toBeHidden();
    expectInside(await pinTip(pin), await map.boundingBox());
  });
}

for (const locale of ['ar', 'en'] as const) {
  const prefix = usualPrefix(locale);

  test(`print view: fits a 390 px phone and an 80 mm receipt, and takes the printer's paper (${locale})`, async ({ page, request }) => {
    const order = await createPendingOrder(request, await apiToken(request, users.admin), uniqueTag());
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, users.admin, { prefix });
    const sheet = page.getByRole('article');
    for (const doc of ['', '?doc=packing-slip']) {
      await page.goto(`${prefix}/dashboard/orders/${order.id}/print${doc}`);
      await expect(sheet).toContainText(order.items[0]!.sku);
      // The lines stack on a phone: no table wider than the screen, nothing to scroll.
      await expect(sheet.locator('thead')).toBeHidden();
      expect(await sidewaysOverflow(page, sheet)).toEqual({ scrolls: false, outside: [] });
    }

    // On paper: an 80 mm roll with the page's 5 mm margins leaves 70 mm; the toolbar goes.
    await page.goto(`${prefix}/dashboard/orders/${order.id}/print`);
    await expect(sheet).toContainText(order.items[0]!.sku);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: mm(70), height: 1200 });
    await expect(page.getByRole('button', { name: ordersTexts[locale].printButton })).toBeHidden();
    expect(await sidewaysOverflow(page, sheet)).toEqual({ scrolls: false, outside: [] });
    // A4 leaves room for the table.
    await page.setViewportSize({ width: mm(200), height: 1200 });
    await expect(sheet.locator('thead')).toBeVisible();
    expect(await sidewaysOverflow(page, sheet)).toEqual({ scrolls: false, outside: [] });

    // The page takes the paper the print dialog names, even where the CSS page size is preferred.
    const receipt = await page.pdf({ width: '80mm', height: '200mm', preferCSSPageSize: true });
    // (Points: 72 to the inch; Chromium rounds the page to whole device pixels.)
    expect(Math.abs(pdfPageWidth(receipt) - (80 / 25.4) * 72)).toBeLessThan(1.5);
    const a4 = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(Math.abs(pdfPageWidth(a4) - (210 / 25.4) * 72)).toBeLessThan(1.5);
  });
}

// The native date fields showed "mm/dd/yyyy" on Arabic screens: the issue is an Arabic one.
test.describe('day filters on Arabic screens', () => {
  const t = widgetTexts.ar;

  test('the comments filter opens an Arabic calendar, and the days chosen filter the list', async ({ page, request }) => {
    const tag = uniqueTag();
    const token = await apiToken(request, users.admin);
    const order = await createPendingOrder(request, token, tag);
    const body = `Evening delivery ${tag}`;
    await addComment(request, token, order, body);

    await signIn(page, users.admin, { prefix: '/ar', to: `/dashboard/comments?order_id=${order.id}` });
    await expect(page.getByText(body)).toBeVisible();
    await expect(page.locator('input[type="date"]')).toHaveCount(0);

    // Up to the first day of last month: the comment, written today, leaves the list.
    const now = new Date();
    await page.getByRole('button', { name: new RegExp(`^${t.toDay}:`) }).click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('button', { name: t.monthControl })).toHaveText(`${ARABIC_MONTHS[now.getMonth()]} ${now.getFullYear()}`);
    // The week starts on Saturday, as it does in Egypt.
    await expect(calendar.getByRole('columnheader').first()).toHaveText('س');
    await calendar.getByRole('button', { name: t.previousMonth }).click();
    const lastMonth = arabicDay(new Date(now.getFullYear(), now.getMonth() - 1, 1));
    await calendar.getByRole('button', { name: lastMonth.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date_to=${lastMonth.iso}`));
    await expect(page.getByRole('button', { name: new RegExp(`^${t.toDay}:`) })).toHaveText(lastMonth.label);
    await expect(page.getByText(body)).toBeHidden();

    // From today on: it is back.
    await page.getByRole('button', { name: t.clearDay }).click();
    await expect(page).not.toHaveURL(/date_to=/);
    await page.getByRole('button', { name: new RegExp(`^${t.fromDay}:`) }).click();
    const today = arabicDay(now);
    await page.getByRole('dialog').getByRole('button', { name: today.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date_from=${today.iso}`));
    await expect(page.getByText(body)).toBeVisible();
  });

  test('the user history filter opens an Arabic calendar, and the day chosen filters the list', async ({ page, request }) => {
    await createCustomer(request, await apiToken(request, users.admin), `History ${uniqueTag()}`);
    await signIn(page, users.admin, { prefix: '/ar', to: '/dashboard/logs' });
    await expect(page.locator('input[type="date"]')).toHaveCount(0);

    await page.getByRole('button', { name: new RegExp(`^${t.fromDay}:`) }).click();
    const now = new Date();
    await expect(page.getByRole('dialog').getByRole('button', { name: t.monthControl })).toHaveText(`${ARABIC_MONTHS[now.getMonth()]} ${now.getFullYear()}`);
    const today = arabicDay(now);
    // The list's date filter goes by its one name on every list, date_from.
    const answer = page.waitForResponse((response) => /\/api\/dashboard\/history\?(.*&)?date_from=/.test(response.url()));
    await page.getByRole('dialog').getByRole('button', { name: today.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`from=${today.iso}`));
    await expect(page.getByRole('button', { name: new RegExp(`^${t.fromDay}:`) })).toHaveText(today.label);

    // What the list asked for and shows: today's entries only (the customer just made is one).
    const rows = ((await (await answer).json()) as { data: { created_at: string }[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    for (const row of rows) expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(midnight);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(rows.length);
  });
});

for (const locale of ['ar', 'en'] as const) {
  const t = widgetTexts[locale];
  const units = texts[locale].units;
  const prefix = usualPrefix(locale);

  test(`offline: the app shell opens without a network, and a form keeps its values until it can be sent (${locale})`, async ({ page, context }) => {
    await signIn(page, users.admin, { prefix, to: '/dashboard/units' });
    await expect(page.getByRole('table', { name: units.table })).toBeVisible();
    // The worker has taken over this page: what it fetched from now on is kept.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect(page.getByRole('table', { name: units.table })).toBeVisible();

    // Network down: moving within the app and reloading give the app, with the notice.
    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: t.offlineNotice });
    await expect(notice).toBeVisible();
    await page.getByRole('link', { name: texts[locale].menu.home, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    await page.reload();
    // The app, not the browser's error page: its notice, in the page's language, and the
    // header and the menu drawn from the last profile the server gave. Home was never
    // opened online, so its code is not kept: it says so inside the frame.
    await expect(notice).toBeVisible();
    await expectLocale(page, locale);
    const userMenu = page.getByRole('button', { name: texts[locale].header.userMenu });
    await expect(userMenu).toBeVisible();
    await expect(page.getByRole('link', { name: texts[locale].menu.units, exact: true })).toBeVisible();
    const notKept = page.getByRole('heading', { name: t.offlineScreen });
    await expect(notKept).toBeVisible();

    // Back online: it loads what it was waiting for, home included.
    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect(notKept).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: texts[locale].pages.greeting('admin') })).toBeVisible();
    await expect(userMenu).toBeVisible();
    await page.goto(`${prefix}/dashboard/units`);
    await expect(page.getByRole('table', { name: units.table })).toBeVisible();

    // A form filled, the network gone, a submit: the network message, and the values stay.
    const name = { en: `Offline crate ${uniqueTag()}`, ar: `صندوق بلا اتصال ${uniqueTag()}` };
    await page.getByRole('button', { name: units.add }).first().click();
    const drawer = page.getByRole('dialog', { name: units.createTitle });
    await drawer.getByLabel(units.nameEn).fill(name.en);
    await context.setOffline(true);
    await drawer.getByLabel(units.nameAr).fill(name.ar);
    await drawer.getByRole('button', { name: units.submitCreate }).click();
    await expect(drawer.getByRole('alert')).toHaveText(t.networkError);
    await expect(drawer.getByLabel(units.nameEn)).toHaveValue(name.en);
    await expect(drawer.getByLabel(units.nameAr)).toHaveValue(name.ar);

    // Connection back: the same submit goes through.
    await context.setOffline(false);
    await drawer.getByRole('button', { name: units.submitCreate }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('table', { name: units.table }).getByText(name[locale])).toBeVisible();

    // Signing out forgets the kept profile: an offline reload then leads nowhere signed in.
    await signOut(page, locale);
    expect(await page.evaluate(() => localStorage.getItem('matjar.profile'))).toBeNull();
  });
}
