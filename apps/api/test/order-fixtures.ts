import { expect } from 'vitest';
import { type AdminSession, startAsAdmin } from './accounts.js';
import { createdAt, readOk } from './answers.js';
import { productBody, seededIds } from './catalogue-fixtures.js';
import type { Api, Suite } from './harness.js';

/** Products, customers and orders for the orders suites, made through the API as staff would. */

export interface Refs {
  category_id: number;
  brand_id: number;
  unit_id: number;
}

export async function catalogueRefs(admin: Api): Promise<Refs> {
  const [categories, brands, units] = await Promise.all([seededIds(admin, 'categories'), seededIds(admin, 'brands'), seededIds(admin, 'units')]);
  return { category_id: Object.values(categories)[0]!, brand_id: Object.values(brands)[0]!, unit_id: units.Piece! };
}

/** A simple product; price "100.00" and 14% tax unless told. */
export async function makeProduct(admin: Api, refs: Refs, overrides: Record<string, unknown> = {}): Promise<number> {
  return (await createdAt(admin, '/api/dashboard/products', productBody(refs, { selling_price: '100.00', tax_percent: '14', ...overrides }))).id;
}

/** A product with a Size option (S, M) whose variants hold these stocks; returns the parent and variant ids. */
export async function makeVariantProduct(admin: Api, refs: Refs, stocks: [number, number]) {
  const parent = await makeProduct(admin, refs, {
    options: [{ name: { en: 'Size', ar: 'المقاس' }, type: 'dropdown', values: [{ en: 'S', ar: 'صغير' }, { en: 'M', ar: 'وسط' }] }],
  });
  const children = (await admin.get(`/api/dashboard/products/${parent}/children`)).body.data as { id: number; sku: string; barcode: string | null }[];
  for (const [i, child] of children.entries()) {
    const answer = await admin.patch(`/api/dashboard/products/${parent}/children/${child.id}`, {
      sku: child.sku, barcode: child.barcode ?? undefined, buying_price: '30.00', selling_price: '50.00', quantity: stocks[i],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return { parent, variants: children.map((c) => c.id) };
}

export const stockOf = async (admin: Api, productId: number): Promise<number> => {
  return (await readOk(admin, `/api/dashboard/products/${productId}`)).body.data.quantity;
};

let serial = 0;
/** A customer with one address in Nasr City (Cairo: fee 50.00). */
export async function makeCustomer(admin: Api): Promise<{ customerId: number; addressId: number }> {
  serial += 1;
  const phone = `0101${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(4, '0')}`;
  const customer = await admin.post('/api/dashboard/customers', { name: `Order Customer ${serial}`, phone });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const customerId = customer.body.data.id;
  const regions = (await admin.get('/api/dashboard/regions')).body.data as any[];
  const egypt = regions.find((c) => c.code === 'EG');
  const cairo = egypt.governorates.find((g: any) => g.name.en === 'Cairo');
  const nasr = cairo.cities.find((c: any) => c.name.en === 'Nasr City');
  const address = await admin.post(`/api/dashboard/customer-addresses/${customerId}`, {
    title: 'Home', receiver_name: 'Mona Hassan', mobile: '01112345670', country_id: egypt.id, governorate_id: cairo.id, city_id: nasr.id,
    line1: '12 Tahrir St.', location: { lat: 30.05, lng: 31.33 },
  });
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  return { customerId, addressId: address.body.data.id };
}

export async function paymentMethodIds(admin: Api): Promise<{ cash: number; card: number; all: number[] }> {
  const groups = (await admin.get('/api/dashboard/companys-payments')).body.data as { id: string; methods: { id: number }[] }[];
  const all = groups.flatMap((g) => g.methods.map((m) => m.id));
  return { cash: groups.find((g) => g.id === 'cash')!.methods[0]!.id, card: groups.find((g) => g.id === 'online')!.methods[0]!.id, all };
}

export interface OrderSetup {
  customerId: number;
  addressId: number;
  paymentMethodId: number;
}

/** Places an order (201 expected) and returns it. */
export async function placeOrder(admin: Api, setup: OrderSetup, items: { product_id: number; quantity: number }[]) {
  return createdAt(admin, '/api/dashboard/orders', {
    customer_id: setup.customerId, address_id: setup.addressId, payment_method_id: setup.paymentMethodId, items,
  });
}

export interface OrderSuite extends AdminSession {
  refs: Refs;
  methods: Awaited<ReturnType<typeof paymentMethodIds>>;
  /** A fresh customer with an address in Nasr City, paying with the given method. */
  setup: OrderSetup;
}

/** Starts the suite's server signed in as the Super Admin, with what placing orders needs. */
export async function startOrderSuite(suite: Suite, method: 'cash' | 'card' = 'cash'): Promise<OrderSuite> {
  const session = await startAsAdmin(suite);
  const methods = await paymentMethodIds(session.admin);
  return {
    ...session, refs: await catalogueRefs(session.admin), methods,
    setup: { ...(await makeCustomer(session.admin)), paymentMethodId: methods[method] },
  };
}
