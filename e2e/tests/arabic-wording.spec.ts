import { expect, test } from '../support/test';
import { productTexts } from '../support/product-texts';
import { signIn } from '../support/session';
import { users } from '../support/users';

/**
 * Issue 14, defect 4: an empty Arabic form words each message for its field's gender, and an
 * empty select says "required" (not "invalid"): الكمية مطلوبة, القسم مطلوب.
 */
test('an empty product form says in correct Arabic which fields are required', async ({ page }) => {
  const t = productTexts.ar;
  await signIn(page, users.admin, { prefix: '/ar', to: '/dashboard/products/create' });
  const field = (role: 'textbox' | 'combobox', name: string) => page.getByRole(role, { name, exact: true });
  // The quantity starts at 0: emptied, it is required like the rest.
  await field('textbox', t.quantity).fill('');
  await page.getByRole('button', { name: t.create }).click();

  // Feminine labels take the feminine form; masculine ones keep the masculine.
  await expect(field('textbox', t.quantity)).toHaveAccessibleDescription('الكمية مطلوبة');
  await expect(field('textbox', t.sku)).toHaveAccessibleDescription('رمز المنتج (SKU) مطلوب');
  // Selects left empty: required, agreeing with الوحدة and العلامة التجارية (feminine) and القسم (masculine).
  await expect(field('combobox', t.unit)).toHaveAccessibleDescription('الوحدة مطلوبة');
  await expect(field('combobox', t.brand)).toHaveAccessibleDescription('العلامة التجارية مطلوبة');
  await expect(field('combobox', t.category)).toHaveAccessibleDescription('القسم مطلوب');
  await expect(page.getByText(/غير صالح/)).toHaveCount(0);
});
