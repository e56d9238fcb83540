import type { Address, Order, PaymentMethodGroup, ProductSummary, RegionCountry } from '@matjar/shared';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createCustomer, uniqueMobile } from './places';

/** What the orders screens show, in each language, as the catalogues word it. */
export const ordersTexts = {
  en: {
    title: 'Orders',
    search: 'Search number, code, customer or phone',
    statusFilter: 'Filter by status',
    pending: 'Pending',
    accepted: 'Accepted',
    heading: (number: string) => `Order ${number}`,
    accept: 'Accept',
    acceptTitle: 'Accept this order?',
    accepted_toast: 'The order was accepted',
    newComment: 'New comment',
    addComment: 'Add comment',
    commentAdded: 'Comment added',
    createInvoice: 'Create invoice',
    createInvoiceTitle: 'Create the invoice?',
    invoiceCreated: 'The invoice was created',
    print: 'Print',
    printInvoice: 'Invoice',
    invoiceDoc: 'Invoice',
    invoiceNumber: 'Invoice number',
    printButton: 'Print',
    timeline: 'Timeline',
    statusChanged: 'Status changed to Accepted',
    newOrder: 'New order',
    customer: 'Customer',
    addItem: 'Add a product',
    quantityOf: (name: string) => `Quantity of ${name}`,
    paymentMethod: 'Payment method',
    createOrder: 'Create order',
    customerRequired: 'Customer is required',
    productsRequired: 'Add at least one product.',
    created: (number: string) => `Order ${number} created`,
    changeStatus: 'Change status',
    reject: 'Reject',
    rejectTitle: 'Mark 2 orders Rejected?',
    reason: 'Rejection reason',
    reasonRequired: 'Rejection reason is required',
    reasonShort: 'Rejection reason must be at least 3 characters',
    bulkDone: '2 orders updated',
    rejected: 'Rejected',
    selectRow: (number: string) => `Select order ${number}`,
    notAvailable: 'product quantity not available',
    statesUnreadable: 'There was an error in reading the cases of the order',
    methodsFailed: 'The payment methods could not be loaded',
    moreFilters: 'More filters',
    shippingState: 'Shipping state',
    shippingTitle: 'Change the shipping state',
    postponed: 'Postponed',
    change: 'Change',
    postponeRequired: 'Postponement reason is required',
    postponeReason: 'Postponement reason',
    shippingDone: 'The shipping state was changed',
    shippingChanged: 'Shipping state changed to Postponed',
    comments: 'Comments',
    orderFilter: 'Filter by order',
    items: 'Items',
    productDeleted: 'No longer in the catalogue',
  },
  ar: {
    title: 'الطلبات',
    search: 'ابحث برقم الطلب أو الرمز أو اسم العميل أو هاتفه',
    statusFilter: 'التصفية حسب الحالة',
    pending: 'قيد الانتظار',
    accepted: 'مقبول',
    heading: (number: string) => `الطلب ${number}`,
    accept: 'قبول',
    acceptTitle: 'قبول هذا الطلب؟',
    accepted_toast: 'تم قبول الطلب',
    newComment: 'تعليق جديد',
    addComment: 'إضافة تعليق',
    commentAdded: 'تمت إضافة التعليق',
    createInvoice: 'إنشاء فاتورة',
    createInvoiceTitle: 'إنشاء الفاتورة؟',
    invoiceCreated: 'تم إنشاء الفاتورة',
    print: 'طباعة',
    printInvoice: 'الفاتورة',
    invoiceDoc: 'فاتورة',
    invoiceNumber: 'رقم الفاتورة',
    printButton: 'طباعة',
    timeline: 'السجل الزمني',
    statusChanged: 'تغيرت الحالة إلى مقبول',
    newOrder: 'طلب جديد',
    customer: 'العميل',
    addItem: 'إضافة منتج',
    quantityOf: (name: string) => `كمية ${name}`,
    paymentMethod: 'طريقة الدفع',
    createOrder: 'إنشاء الطلب',
    customerRequired: 'العميل مطلوب',
    productsRequired: 'أضف منتجًا واحدًا على الأقل.',
    created: (number: string) => `تم إنشاء الطلب ${number}`,
    changeStatus: 'تغيير الحالة',
    reject: 'رفض',
    rejectTitle: 'تحويل 2 طلبات إلى مرفوض؟',
    reason: 'سبب الرفض',
    reasonRequired: 'سبب الرفض مطلوب',
    reasonShort: 'سبب الرفض يجب ألا يقل عن 3 أحرف',
    bulkDone: 'تم تحديث 2 طلبات',
    rejected: 'مرفوض',
    selectRow: (number: string) => `تحديد الطلب ${number}`,
    notAvailable: 'الكمية المطلوبة من المنتج غير متوفرة',
    statesUnreadable: 'حدث خطأ أثناء قراءة حالات الطلب',
    methodsFailed: 'تعذر تحميل طرق الدفع',
    moreFilters: 'تصفية إضافية',
    shippingState: 'حالة الشحن',
    shippingTitle: 'تغيير حالة الشحن',
    postponed: 'مؤجل',
    change: 'تغيير',
    postponeRequired: 'سبب التأجيل مطلوب',
    postponeReason: 'سبب التأجيل',
    shippingDone: 'تم تغيير حالة الشحن',
    shippingChanged: 'تغيرت حالة الشحن إلى مؤجل',
    comments: 'التعليقات',
    orderFilter: 'التصفية حسب الطلب',
    items: 'المنتجات',
    productDeleted: 'لم يعد في الكتالوج',
  },
} as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A new customer with one address (`line1`, its street) in the first seeded city that has a fee. */
export async function createCustomerWithAddress(request: APIRequestContext, token: string, tag: string, line1 = `12 Tahrir St ${tag}`) {
  const headers = bearer(token);
  const customer = await createCustomer(request, token, `Order customer ${tag}`);
  const [country] = await data<RegionCountry[]>(await request.get('/api/dashboard/regions', { headers }));
  const governorate = country!.governorates.find((row) => row.cities.length > 0)!;
  const address = await data<Address>(
    await request.post(`/api/dashboard/customer-addresses/${customer.id}`, {
      headers,
      data: {
        title: `Home ${tag}`,
        receiver_name: customer.name,
        mobile: uniqueMobile(),
        country_id: country!.id,
        governorate_id: governorate.id,
        city_id: governorate.cities[0]!.id,
        line1,
        location: { lat: 30.04, lng: 31.23 },
      },
    }),
    201,
  );
  return { customer, address };
}

/** A product without variants with enough stock for a few test orders. */
export async function productInStock(request: APIRequestContext, token: string): Promise<ProductSummary> {
  const products = await data<ProductSummary[]>(
    await request.get('/api/dashboard/products', { headers: bearer(token), params: { perPage: 100, sort: '-quantity' } }),
  );
  return products.find((row) => row.variants_count === 0 && row.quantity >= 10 && !row.is_archived)!;
}

/** A fresh pending order of a new customer, made through the API as the phone-order screen makes one. */
export async function createPendingOrder(request: APIRequestContext, token: string, tag: string): Promise<Order> {
  const headers = bearer(token);
  const { customer, address } = await createCustomerWithAddress(request, token, tag);
  const product = await productInStock(request, token);
  const groups = await data<PaymentMethodGroup[]>(await request.get('/api/dashboard/companys-payments', { headers }));
  const method = groups.flatMap((group) => group.methods).find((row) => row.is_active)!;
  return data<Order>(
    await request.post('/api/dashboard/orders', {
      headers,
      data: { customer_id: customer.id, address_id: address.id, payment_method_id: method.id, items: [{ product_id: product.id, quantity: 2 }] },
    }),
    201,
  );
}

/** Sets a product's stock through the quick-edit call (PATCH /products/bulk). */
export async function setStock(request: APIRequestContext, token: string, product: ProductSummary, quantity: number): Promise<void> {
  const response = await request.patch('/api/dashboard/products/bulk', {
    headers: bearer(token),
    data: { products: [{ id: product.id, quantity }] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The first option of a select, as shown (the seeded payment methods are named per language). */
export async function firstOptionOf(page: Page, label: string): Promise<string | null> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const name = await page.getByRole('option').first().textContent();
  await page.keyboard.press('Escape');
  return name;
}

/** Accepts an order through the API (stock is taken), as staff would on its page. */
export async function acceptOrder(request: APIRequestContext, token: string, order: Order): Promise<Order> {
  return data<Order>(await request.post(`/api/dashboard/orders/${order.id}/accept`, { headers: bearer(token), data: {} }));
}

export async function addComment(request: APIRequestContext, token: string, order: Order, body: string): Promise<void> {
  const response = await request.post('/api/dashboard/comments', { headers: bearer(token), data: { order_id: order.id, body } });
  expect(response.status(), await response.text()).toBe(201);
}
