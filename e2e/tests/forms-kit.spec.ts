import type { Coupon } from '@matjar/shared';
import type { Locator } from '@playwright/test';
import { catalogueTexts } from '../support/catalogue';
import { expectLocale, usualPrefix } from '../support/locale';
import { createPendingOrder } from '../support/orders';
import { apiToken, signIn } from '../support/session';
import { expect, test } from '../support/test';
import { uniqueTag } from '../support/units-api';
import { users } from '../support/users';

/** What the form kit says (literals: a wrong translation must fail). */
const texts = {
  en: {
    discard: 'Discard changes?',
    keep: 'Keep editing',
    confirm: 'Discard',
    coupon: 'Coupon code',
    apply: 'Apply',
    reject: 'Reject',
    rejectTitle: 'Reject this order?',
    reason: 'Rejection reason',
    delete: 'Delete',
    usedHint: 'Orders used this coupon, so it cannot be deleted: those orders keep their discount and point at it. Disable it to stop it.',
  },
  ar: {
    discard: 'تجاهل التغييرات؟',
    keep: 'متابعة التعديل',
    confirm: 'تجاهل',
    coupon: 'كود الكوبون',
    apply: 'تطبيق',
    reject: 'رفض',
    rejectTitle: 'رفض هذا الطلب؟',
    reason: 'سبب الرفض',
    delete: 'حذف',
    usedHint: 'استُخدم هذا الكوبون في طلبات، فلا يمكن حذفه: تحتفظ تلك الطلبات بخصمها وتشير إليه. عطّله لإيقافه.',
  },
} as const;

/** The input's content box (its border box less padding and border), where its text is drawn. */
const contentBox = (input: Locator) =>
  input.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const px = (name: string) => parseFloat(style.getPropertyValue(name));
    return {
      left: rect.left + px('border-left-width') + px('padding-left'),
      right: rect.right - px('border-right-width') - px('padding-right'),
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    };
  });

// Arabic first: the padding bug only shows right to left.
for (const locale of ['ar', 'en'] as const) {
  const t = texts[locale];
  const c = catalogueTexts[locale];
  const prefix = usualPrefix(locale);

  test.describe(`the form kit (${locale})`, () => {
    test('Escape on a drawer with unsaved input asks before it loses it; a clean drawer closes at once', async ({ page }) => {
      await signIn(page, users.admin, { prefix, to: '/dashboard/brands' });
      await expectLocale(page, locale);
      const drawer = page.getByRole('dialog', { name: c.brands.createTitle });
      const question = page.getByRole('dialog', { name: t.discard });
      const name = `Kept ${uniqueTag()}`;

      // Clean: Escape closes without a word.
      await page.getByRole('button', { name: c.brands.add }).first().click();
      await expect(drawer.getByLabel(c.nameEn)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page).not.toHaveURL(/action=create/);
      await expect(question).toHaveCount(0);

      // Dirty: Escape asks; "Keep editing" leaves the drawer and the typed text as they were.
      await page.getByRole('button', { name: c.brands.add }).first().click();
      await drawer.getByLabel(c.nameEn).fill(name);
      await page.keyboard.press('Escape');
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: t.keep })).toBeVisible();
      await question.getByRole('button', { name: t.keep }).click();
      await expect(question).toBeHidden();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByLabel(c.nameEn)).toHaveValue(name);

      // Escape inside the question answers it as "Keep editing", not as the drawer's close.
      await page.keyboard.press('Escape');
      await expect(question).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(question).toBeHidden();
      await expect(drawer.getByLabel(c.nameEn)).toHaveValue(name);

      // "Discard" closes the drawer; opened again, the form starts empty.
      await page.keyboard.press('Escape');
      await question.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page).not.toHaveURL(/action=create/);
      await page.getByRole('button', { name: c.brands.add }).first().click();
      await expect(drawer.getByLabel(c.nameEn)).toHaveValue('');

      // The form's own Cancel discards without asking.
      await drawer.getByLabel(c.nameEn).fill(name);
      await drawer.getByRole('button', { name: c.cancel }).click();
      await expect(drawer).toBeHidden();
      await expect(question).toHaveCount(0);
    });

    test('Escape on a dialog with a typed reason asks before it loses it; an empty one closes at once', async ({ page, request }) => {
      const order = await createPendingOrder(request, await apiToken(request, users.admin), uniqueTag());
      await signIn(page, users.admin, { prefix, to: `/dashboard/orders/${order.id}` });
      await expectLocale(page, locale);
      const reject = page.getByRole('button', { name: t.reject, exact: true });
      const dialog = page.getByRole('dialog', { name: t.rejectTitle });
      const reason = dialog.getByRole('textbox', { name: t.reason });
      const question = page.getByRole('dialog', { name: t.discard });
      const typed = locale === 'ar' ? 'العميل لا يرد على الهاتف' : 'The customer does not answer';

      // Nothing typed: Escape closes the dialog without a word.
      await reject.click();
      await expect(reason).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(question).toHaveCount(0);

      // Typed: Escape asks; "Keep editing" (or Escape in the question) keeps the dialog and the reason.
      await reject.click();
      await reason.fill(typed);
      await page.keyboard.press('Escape');
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: t.keep }).click();
      await expect(question).toBeHidden();
      await expect(dialog).toBeVisible();
      await expect(reason).toHaveValue(typed);
      await page.keyboard.press('Escape');
      await expect(question).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(question).toBeHidden();
      await expect(reason).toHaveValue(typed);

      // A click outside asks too; "Discard" closes the dialog, and it opens again empty.
      await page.mouse.click(5, 5);
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(question).toBeHidden();
      await expect(dialog).toBeHidden();
      await reject.click();
      await expect(reason).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(question).toHaveCount(0);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

      test('a used coupon says in full why it cannot be deleted when its delete is tapped', async ({ page, request }) => {
        const token = await apiToken(request, users.admin);
        const answer = await request.get('/api/dashboard/coupons', { headers: { Authorization: `Bearer ${token}` }, params: { perPage: 100 } });
        const used = ((await answer.json()) as { data: Coupon[] }).data.find((coupon) => coupon.has_orders);
        expect(used, 'the demo seed has a coupon orders used').toBeDefined();
        await signIn(page, users.admin, { prefix, to: `/dashboard/coupons?search=${used!.code}` });
        await expectLocale(page, locale);
        const remove = page.getByRole('button', { name: new RegExp(`^${t.delete}: ${used!.code} `) });
        await expect(remove).toHaveAttribute('aria-disabled', 'true');
        // A real tap on its middle: Playwright's own `tap()` waits for an enabled button.
        const button = (await remove.boundingBox())!;
        await page.touchscreen.tap(button.x + button.width / 2, button.y + button.height / 2);
        const note = page.getByRole('dialog', { name: new RegExp(`^${t.delete}: ${used!.code} `) });
        await expect(note).toHaveText(t.usedHint);
        // Whole: inside the screen, and no line of it cut or scrolled away.
        const box = (await note.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        const text = note.getByText(t.usedHint);
        const fits = await text.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight);
        expect(fits).toBe(true);
        await expect(text).toBeInViewport({ ratio: 1 });
        // Nothing deleted: the row is still there, and the note closes with a tap elsewhere.
        await page.screenshot({ path: test.info().outputPath(`used-coupon-${locale}.png`) });
        await page.getByRole('heading', { level: 1 }).tap();
        await expect(note).toBeHidden();
        await expect(remove).toBeVisible();
      });
    });

    test('the coupon code of a phone order shows whole beside its Apply button', async ({ page }) => {
      await signIn(page, users.admin, { prefix, to: '/dashboard/orders/create' });
      await expectLocale(page, locale);
      const field = page.getByRole('textbox', { name: t.coupon });
      await field.fill('WINTER10');
      const apply = page.getByRole('button', { name: t.apply });
      const button = (await apply.boundingBox())!;
      const box = await contentBox(field);
      // The text has room: nothing scrolled out of view, and its box stays clear of the button.
      expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
      expect(box.right <= button.x || box.left >= button.x + button.width, JSON.stringify({ box, button })).toBe(true);
      await field.screenshot({ path: test.info().outputPath(`coupon-${locale}.png`) });
    });
  });
}
