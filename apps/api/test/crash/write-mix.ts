import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * The write mix of the crash, durability and backup checks: orders placed, accepted and
 * cancelled (stock taken and returned), units and customers created — through the API as
 * staff do it. Every write answered 2xx goes into a ledger; `verifyLedger` then reads the
 * database file itself and checks that each one is there and that stock adds up.
 */

/** What the server acknowledged (2xx), and what was still in flight when it stopped. */
export interface Ledger {
  units: Map<number, string>;
  customers: Map<number, string>;
  /** Order id → its last acknowledged status, and the status an unanswered move would give it. */
  orders: Map<number, { status: number; inFlight?: number }>;
  acknowledged: number;
  /** Requests that got no answer (the server was killed under them). */
  unanswered: number;
  /** Answers that were neither 2xx nor an expected refusal (409 out of stock, etc.). */
  unexpected: string[];
}

export const newLedger = (): Ledger => ({ units: new Map(), customers: new Map(), orders: new Map(), acknowledged: 0, unanswered: 0, unexpected: [] });

export interface MixSetup {
  productIds: number[];
  customerId: number;
  addressId: number;
  paymentMethodId: number;
  /** Per product: stock plus what accepted and delivered orders hold. Moves never change it. */
  base: Map<number, number>;
}

const ACCEPTED = 1;
const CANCELED = 3;
const PENDING = 0;
const HOLDS_STOCK = [1, 4];

async function call(url: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    // A request that hangs counts as unanswered rather than holding the whole check up.
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function signIn(url: string, email = 'admin@example.com', password = 'password123'): Promise<string> {
  const response = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`sign-in → ${response.status}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** A query on a database file or server, `?` placeholders: the checks read the data itself, not the API. */
export interface Reader {
  dialect: 'sqlite' | 'postgres';
  query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
}

/** A reader of `databaseUrl`; a SQLite file is opened as a restarted server would (its WAL recovered). */
export async function readerOf(databaseUrl: string): Promise<Reader> {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      dialect: 'postgres',
      query: async (text, params = []) => {
        let n = 0;
        return (await client.query(text.replace(/\?/g, () => `$${++n}`), params)).rows;
      },
      close: () => client.end(),
    };
  }
  const db = new SQLite(databaseUrl.replace(/^file:/, ''), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return {
    dialect: 'sqlite',
    query: async (text, params = []) => db.prepare(text).all(...params) as Record<string, unknown>[],
    close: async () => void db.close(),
  };
}

/**
 * Per product: its stock plus what accepted and delivered orders hold of it
 * (orders/order-stock.ts takes stock on accept and returns it on cancel, reject or back to
 * pending, in the order's own transaction): a sum no order move changes.
 */
export async function stockPlusHeld(reader: Reader, productIds: readonly number[]): Promise<Map<number, number>> {
  const base = new Map<number, number>();
  for (const id of productIds) {
    const [row] = await reader.query(
      `SELECT p.quantity + COALESCE((SELECT SUM(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.product_id = p.id AND i.variant_id IS NULL AND o.status IN (${HOLDS_STOCK.join(',')})), 0) AS total
       FROM products p WHERE p.id = ?`,
      [id],
    );
    base.set(id, Number(row?.total));
  }
  return base;
}

/**
 * Picks simple products and gives them ample stock, and makes a customer with an address
 * in Nasr City (Cairo) to order for; returns what the mix needs.
 */
export async function prepareMix(url: string, token: string, databaseUrl: string, products = 4): Promise<MixSetup> {
  const list = await call(url, token, 'GET', '/api/dashboard/products?perPage=100&archived=false');
  const simple = (list.body.data as { id: number; variants_count?: number; parent_id?: number | null }[])
    .filter((p) => !p.variants_count && !p.parent_id)
    .slice(0, products)
    .map((p) => p.id);
  if (simple.length < products) throw new Error('not enough simple products in the demo data');
  const bulk = await call(url, token, 'PATCH', '/api/dashboard/products/bulk', { products: simple.map((id) => ({ id, quantity: 1_000_000 })) });
  if (bulk.status !== 200) throw new Error(`stock → ${bulk.status} ${JSON.stringify(bulk.body)}`);

  const customer = await call(url, token, 'POST', '/api/dashboard/customers', { name: 'Crash Customer', phone: `0109${String(Date.now()).slice(-7)}` });
  if (customer.status !== 201) throw new Error(`customer → ${customer.status} ${JSON.stringify(customer.body)}`);
  const regions = (await call(url, token, 'GET', '/api/dashboard/regions')).body.data as any[];
  const egypt = regions.find((c) => c.code === 'EG');
  const cairo = egypt.governorates.find((g: any) => g.name.en === 'Cairo');
  const nasr = cairo.cities.find((c: any) => c.name.en === 'Nasr City');
  const address = await call(url, token, 'POST', `/api/dashboard/customer-addresses/${customer.body.data.id}`, {
    title: 'Home', receiver_name: 'Crash Test', mobile: '01112345670', country_id: egypt.id, governorate_id: cairo.id, city_id: nasr.id,
    line1: '1 Test St.', location: { lat: 30.05, lng: 31.33 },
  });
  if (address.status !== 201) throw new Error(`address → ${address.status} ${JSON.stringify(address.body)}`);
  const groups = (await call(url, token, 'GET', '/api/dashboard/companys-payments')).body.data as { id: string; methods: { id: number }[] }[];
  const paymentMethodId = groups.find((g) => g.id === 'cash')?.methods[0]?.id;
  if (!paymentMethodId) throw new Error('no cash payment method');
  const reader = await readerOf(databaseUrl);
  try {
    return { productIds: simple, customerId: customer.body.data.id, addressId: address.body.data.id, paymentMethodId, base: await stockPlusHeld(reader, simple) };
  } finally {
    await reader.close();
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** One write of the mix, recorded in the ledger when acknowledged. */
async function oneWrite(url: string, token: string, setup: MixSetup, ledger: Ledger, tag: string): Promise<void> {
  const roll = Math.random();
  const orders = [...ledger.orders.entries()].filter(([, o]) => o.inFlight === undefined);
  const pending = orders.filter(([, o]) => o.status === PENDING);
  const accepted = orders.filter(([, o]) => o.status === ACCEPTED);
  const expect2xx = (status: number, what: string, body: unknown, allowed: number[] = []) => {
    if (status >= 200 && status < 300) return true;
    if (!allowed.includes(status)) ledger.unexpected.push(`${what} → ${status} ${JSON.stringify(body).slice(0, 200)}`);
    return false;
  };
  /** `POST /orders/{id}/{action}`; the order is in flight towards `status` until it answers. */
  const move = async ([id, order]: (typeof orders)[number], action: string, status: number) => {
    order.inFlight = status;
    const answer = await call(url, token, 'POST', `/api/dashboard/orders/${id}/${action}`, {});
    order.inFlight = undefined;
    if (expect2xx(answer.status, `${action} ${id}`, answer.body, [409])) {
      order.status = status;
      ledger.acknowledged++;
    }
  };

  if (roll < 0.35 || (roll < 0.65 && pending.length === 0)) {
    const items = setup.productIds.filter(() => Math.random() < 0.5).map((product_id) => ({ product_id, quantity: 1 + Math.floor(Math.random() * 3) }));
    if (items.length === 0) items.push({ product_id: pick(setup.productIds), quantity: 1 });
    const answer = await call(url, token, 'POST', '/api/dashboard/orders', {
      customer_id: setup.customerId, address_id: setup.addressId, payment_method_id: setup.paymentMethodId, items,
    });
    if (expect2xx(answer.status, 'place order', answer.body)) {
      ledger.orders.set(answer.body.data.id, { status: PENDING });
      ledger.acknowledged++;
    }
  } else if (roll < 0.65 || (roll < 0.8 && accepted.length === 0)) {
    await move(pick(pending), 'accept', ACCEPTED);
  } else if (roll < 0.8) {
    await move(pick(accepted), 'cancel', CANCELED);
  } else if (roll < 0.9) {
    const name = `Crash unit ${tag}`;
    const answer = await call(url, token, 'POST', '/api/dashboard/units', { name: { en: name, ar: `وحدة ${tag}` } });
    if (expect2xx(answer.status, 'unit', answer.body)) {
      ledger.units.set(answer.body.data.id, name);
      ledger.acknowledged++;
    }
  } else {
    const name = `Crash customer ${tag}`;
    const answer = await call(url, token, 'POST', '/api/dashboard/customers', { name, phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });
    if (expect2xx(answer.status, 'customer', answer.body, [409, 422])) {
      ledger.customers.set(answer.body.data.id, name);
      ledger.acknowledged++;
    }
  }
}

/**
 * Runs `workers` concurrent loops of writes until `stop()` says so; a request the server
 * never answers (it was killed) ends that loop. Returns how many requests were sent.
 */
export async function runMix(
  url: string,
  token: string,
  setup: MixSetup,
  ledger: Ledger,
  options: { workers: number; stop: () => boolean; tag: string; latencies?: number[] },
) {
  let sent = 0;
  const loop = async (worker: number) => {
    while (!options.stop()) {
      sent++;
      try {
        const started = performance.now();
        await oneWrite(url, token, setup, ledger, `${options.tag}-${worker}-${sent}`);
        options.latencies?.push(performance.now() - started);
      } catch {
        ledger.unanswered++;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, worker) => loop(worker)));
  return sent;
}

/** The ids of what the ledger holds, as of now: what a backup started now must contain. */
export const acknowledgedIds = (ledger: Ledger) => ({ units: [...ledger.units.keys()], customers: [...ledger.customers.keys()], orders: [...ledger.orders.keys()] });

/**
 * Reads the database and lists every way it disagrees with the ledger: every acknowledged
 * unit, customer and order there (orders in their acknowledged status, or the one a move
 * cut off would give), stock plus held unchanged, and on SQLite `PRAGMA integrity_check`.
 * With `only`, just those ids are looked for and order statuses are not compared (a copy
 * taken earlier).
 */
export async function verifyLedger(
  reader: Reader,
  setup: MixSetup,
  ledger: Ledger,
  only?: ReturnType<typeof acknowledgedIds>,
): Promise<{ problems: string[]; checked: number }> {
  const problems: string[] = [];
  let checked = 0;
  if (reader.dialect === 'sqlite') {
    const rows = await reader.query('PRAGMA integrity_check');
    const result = rows.map((r) => Object.values(r)[0]).join('; ');
    if (result !== 'ok') problems.push(`integrity_check: ${result}`);
  }
  const has = async (table: 'units' | 'customers', column: string, id: number, name: string) => {
    checked++;
    const [row] = await reader.query(`SELECT ${column} AS name FROM ${table} WHERE id = ?`, [id]);
    if (row?.name !== name) problems.push(`${table} ${id} (${name}) acknowledged but ${row ? `named ${String(row.name)}` : 'missing'}`);
  };
  for (const id of only?.units ?? ledger.units.keys()) await has('units', 'name_en', id, ledger.units.get(id) ?? '');
  for (const id of only?.customers ?? ledger.customers.keys()) await has('customers', 'name', id, ledger.customers.get(id) ?? '');
  for (const id of only?.orders ?? ledger.orders.keys()) {
    checked++;
    const expected = ledger.orders.get(id);
    const [row] = await reader.query('SELECT status FROM orders WHERE id = ?', [id]);
    if (!row || !expected) {
      problems.push(`order ${id} acknowledged but missing`);
      continue;
    }
    if (only) continue;
    const allowed = expected.inFlight === undefined ? [expected.status] : [expected.status, expected.inFlight];
    if (!allowed.includes(Number(row.status))) problems.push(`order ${id}: status ${String(row.status)}, acknowledged ${allowed.join(' or ')}`);
    // What the database holds is the truth from here on (a move cut off may have landed).
    else ledger.orders.set(id, { status: Number(row.status) });
  }
  const now = await stockPlusHeld(reader, setup.productIds);
  for (const [id, base] of setup.base) {
    checked++;
    if (now.get(id) !== base) problems.push(`product ${id}: stock plus held is ${now.get(id)}, was ${base}`);
  }
  return { problems, checked };
}
