import type { Customer, Locale } from '@matjar/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** What the places and customers screens show, in each language, as the catalogues word it. */
export const placesTexts = {
  en: {
    egypt: 'Egypt',
    breadcrumbs: 'Places',
    countries: 'Countries',
    addGovernorate: 'Add governorate',
    addCity: 'Add city',
    governorateCreated: 'Governorate created successfully',
    cityCreated: 'City created successfully',
    nameEn: 'English name',
    nameAr: 'Arabic name',
    fees: 'Shipping fees',
    save: 'Save',
    addressesTab: 'Addresses',
    addAddress: 'Add address',
    addressTitle: 'Address title',
    receiver: 'Receiver name',
    mobile: 'Mobile',
    country: 'Country',
    governorate: 'Governorate',
    city: 'City',
    line1: 'Address',
    location: 'Location',
    markRequired: 'Please put a mark on the map',
    addressCreated: 'Address added successfully',
    money: (amount: string) => `EGP ${amount}`,
  },
  ar: {
    egypt: 'مصر',
    breadcrumbs: 'الأماكن',
    countries: 'الدول',
    addGovernorate: 'إضافة محافظة',
    addCity: 'إضافة مدينة',
    governorateCreated: 'تم إنشاء المحافظة بنجاح',
    cityCreated: 'تم إنشاء المدينة بنجاح',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    fees: 'مصاريف الشحن',
    save: 'حفظ',
    addressesTab: 'العناوين',
    addAddress: 'إضافة عنوان',
    addressTitle: 'اسم العنوان',
    receiver: 'اسم المستلم',
    mobile: 'الجوال',
    country: 'الدولة',
    governorate: 'المحافظة',
    city: 'المدينة',
    line1: 'العنوان',
    location: 'الموقع',
    markRequired: 'من فضلك ضع علامة على الخريطة',
    addressCreated: 'تمت إضافة العنوان بنجاح',
    money: (amount: string) => new RegExp(`${amount.replace('.', '\\.')}\\s*ج\\.م\\.?`),
  },
} as const;

/** An Egyptian mobile number no other test uses (customer phones are unique). */
export function uniqueMobile(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export async function createCustomer(request: APIRequestContext, token: string, name: string): Promise<Customer> {
  const response = await request.post('/api/dashboard/customers', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, phone: uniqueMobile() },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Customer }).data;
}

/** Picks an option of one of the app's selects (Mantine: a combobox with a listbox). */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const otherLocale = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');
