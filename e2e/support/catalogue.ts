import type { Brand, Unit } from '@matjar/shared';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * What the brands and categories screens say, in each language, as literals: a test that
 * read the catalogues could not notice a wrong or missing translation.
 */
export const catalogueTexts = {
  en: {
    nameEn: 'English name',
    nameAr: 'Arabic name',
    save: 'Save',
    cancel: 'Cancel',
    confirmDelete: 'Delete',
    selectRow: (name: string) => `Select ${name}`,
    deleteSelected: 'Delete selected',
    brands: {
      table: 'Brands',
      add: 'Add brand',
      createTitle: 'Add brand',
      submit: 'Add brand',
      created: 'Brand created successfully',
      updated: 'Brand updated successfully',
      edit: 'Edit',
      editTitle: 'Edit brand',
      delete: 'Delete',
      deleteTitle: 'Delete brand?',
      inUse: /cannot be deleted: used by products/,
    },
    categories: {
      table: 'Categories',
      add: 'Add category',
      createTitle: 'Add category',
      submit: 'Add category',
      created: 'Category created successfully',
      deletedTwo: '2 categories deleted successfully',
      parent: 'Parent category',
      children: 'Subcategories',
      showChildren: (name: string) => `Subcategories of ${name}`,
      products: 'Products in this category',
      breadcrumbs: 'Where this category sits',
      delete: 'Delete',
      deleteTitle: 'Delete category?',
      notEmpty: /cannot be deleted: it still holds subcategories or products/,
    },
  },
  ar: {
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    save: 'حفظ',
    cancel: 'إلغاء',
    confirmDelete: 'حذف',
    selectRow: (name: string) => `تحديد ${name}`,
    deleteSelected: 'حذف المحدد',
    brands: {
      table: 'العلامات التجارية',
      add: 'إضافة علامة تجارية',
      createTitle: 'إضافة علامة تجارية',
      submit: 'إضافة العلامة التجارية',
      created: 'تم إنشاء العلامة التجارية بنجاح',
      updated: 'تم تحديث العلامة التجارية بنجاح',
      edit: 'تعديل',
      editTitle: 'تعديل علامة تجارية',
      delete: 'حذف',
      deleteTitle: 'حذف العلامة التجارية؟',
      inUse: /: توجد منتجات مرتبطة \(/,
    },
    categories: {
      table: 'الأقسام',
      add: 'إضافة قسم',
      createTitle: 'إضافة قسم',
      submit: 'إضافة القسم',
      created: 'تم إنشاء القسم بنجاح',
      deletedTwo: 'تم حذف قسمين بنجاح',
      parent: 'القسم الرئيسي',
      children: 'الأقسام الفرعية',
      showChildren: (name: string) => `الأقسام الفرعية لـ ${name}`,
      products: 'منتجات هذا القسم',
      breadcrumbs: 'موقع هذا القسم',
      delete: 'حذف',
      deleteTitle: 'حذف القسم؟',
      notEmpty: /ما زال يضم أقساماً فرعية أو منتجات/,
    },
  },
} as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Puts a product under `brand_id` and `category_id` over HTTP, so that brand is "in use". */
export async function createProductUsing(
  request: APIRequestContext,
  token: string,
  refs: { brand_id: number; category_id: number },
  tag: string,
): Promise<void> {
  const units = await request.get('/api/dashboard/units', { headers: bearer(token), params: { perPage: 10000 } });
  expect(units.status()).toBe(200);
  const [unit] = ((await units.json()) as { data: Unit[] }).data;
  const response = await request.post('/api/dashboard/products', {
    headers: bearer(token),
    data: {
      name: { en: `Sneaker ${tag}`, ar: `حذاء رياضي ${tag}` },
      sku: `E2E-${tag}`,
      barcode: `BC-E2E-${tag}`,
      buying_price: '10.00',
      selling_price: '15.50',
      tax_percent: '14',
      quantity: 3,
      unit_id: unit?.id,
      ...refs,
      seo_keywords: { en: ['sneaker'], ar: ['حذاء'] },
      meta_description: { en: 'A sneaker', ar: 'حذاء رياضي' },
    },
  });
  expect(response.status()).toBe(201);
}

/** A brand's id by its English name, as the list call answers it. */
export async function brandId(request: APIRequestContext, token: string, nameEn: string): Promise<number> {
  const response = await request.get('/api/dashboard/brands', { headers: bearer(token), params: { perPage: 10000, search: nameEn } });
  expect(response.status()).toBe(200);
  const brand = ((await response.json()) as { data: Brand[] }).data.find((row) => row.name.en === nameEn);
  expect(brand).toBeDefined();
  return brand?.id ?? 0;
}
