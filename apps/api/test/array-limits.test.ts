import { MAX_BATCH_IDS, fieldMessage } from '@matjar/shared';
import { beforeAll, expect, it } from 'vitest';
import { startAsAdmin } from './accounts.js';
import { type OpenApiDocument, operationName, operationsOf } from './fuzz/operations.js';
import type { JsonSchema } from './fuzz/schema-arbitraries.js';
import { type TestServer, describeEachDatabase } from './harness.js';

/**
 * Issue 35, item 1: batch deletes, reorders and lists of references answered 500 on very
 * large arrays (SQLite stops at 32,767 bound values, PostgreSQL at 65,536). Every array a
 * request takes has a documented `maxItems`, and one more item is a 422 on its field.
 */

type Schema = JsonSchema & Record<string, unknown>;

/** Every array schema inside `schema`, with its dotted path. */
function arraysIn(schema: unknown, path: string): { path: string; schema: Schema }[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as Schema;
  const own = node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array')) ? [{ path, schema: node }] : [];
  const nested: { path: string; schema: Schema }[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, property] of Object.entries(value)) nested.push(...arraysIn(property, path ? `${path}.${name}` : name));
    } else if (key === 'items') {
      nested.push(...arraysIn(value, `${path}.0`));
    } else if (['anyOf', 'oneOf', 'allOf'].includes(key) && Array.isArray(value)) {
      for (const branch of value) nested.push(...arraysIn(branch, path));
    } else if (key === 'additionalProperties' || key === 'not') {
      nested.push(...arraysIn(value, `${path}.*`));
    }
  }
  return [...own, ...nested];
}

/** A top-level array of ids (batch delete, reorder, `role_ids`): what a client can make as long as it likes. */
const isIdArray = (schema: Schema) => {
  const items = schema.items as Schema | undefined;
  return items !== undefined && (items.type === 'integer' || items.type === 'number' || (items.anyOf as Schema[] | undefined)?.some((s) => s.type === 'integer') === true);
};

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const STOREFRONT = 'array-limits-storefront-key';

describeEachDatabase('array limits', (suite) => {
  let server: TestServer, token: string, document: OpenApiDocument;
  beforeAll(async () => {
    // The storefront's views route reads its body only behind its key (sent with every request here).
    ({ server, token } = await startAsAdmin(suite, { STOREFRONT_KEY: STOREFRONT }));
    document = (await server.api().get('/api/openapi.json')).body as OpenApiDocument;
  });

  const operations = () => operationsOf(document, new Set());

  it('documents a maxItems on every array of every request body and query', () => {
    const unbounded: string[] = [];
    let arrays = 0;
    for (const op of operations()) {
      const found = [...arraysIn(op.body, ''), ...op.query.flatMap((q) => arraysIn(q.schema, q.name))];
      arrays += found.length;
      for (const { path, schema } of found) if (typeof schema.maxItems !== 'number') unbounded.push(`${operationName(op)} ${path}`);
    }
    expect(unbounded).toEqual([]);
    // The sweep saw the arrays it is about (batch deletes, reorders, role_ids, products' lists).
    expect(arrays).toBeGreaterThan(30);
  });

  it('answers 422 on the field, never 500, to one id more than an array of ids takes; at the limit the batch is read', { timeout: 120_000 }, async () => {
    const swept: string[] = [];
    const failures: string[] = [];
    for (const op of operations()) {
      if (op.override || !op.body?.properties) continue;
      for (const [field, schema] of Object.entries(op.body.properties as Record<string, Schema>)) {
        if (!(schema.type === 'array' && isIdArray(schema))) continue;
        const max = schema.maxItems as number;
        const path = op.path.replace(/\{\w+\}/g, '1');
        const answer = await server.request(op.method, path, { token, body: { [field]: ids(max + 1) }, headers: { 'x-storefront-key': STOREFRONT } });
        swept.push(`${operationName(op)} ${field}`);
        const expected = fieldMessage('en', 'validation.too_many_items', field, { max: String(max) });
        if (answer.status !== 422 || answer.body.errors?.[field]?.[0] !== expected) {
          failures.push(`${operationName(op)} ${field} → ${answer.status} ${JSON.stringify(answer.body.errors?.[field] ?? answer.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every batch delete of the kit and of users and roles' own routes, both reorders, and role_ids.
    for (const op of ['DELETE /api/dashboard/units units', 'DELETE /api/dashboard/users users', 'POST /api/dashboard/sliders/order sliders',
      'POST /api/dashboard/ads/order ads', 'POST /api/dashboard/users role_ids', 'PATCH /api/dashboard/users/{id} role_ids']) {
      expect(swept).toContain(op);
    }
    expect(swept.filter((op) => op.startsWith('DELETE ')).length).toBeGreaterThanOrEqual(15);

    // At the limit the ids are looked up (none of these exists: 404), on both databases.
    const atLimit = await server.api(token).delete('/api/dashboard/units', { units: ids(MAX_BATCH_IDS).map((id) => id + 1_000_000) });
    expect(atLimit.status).toBe(404);
    const arabic = await server.api(token, 'ar').delete('/api/dashboard/brands', { brands: ids(MAX_BATCH_IDS + 1) });
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors.brands).toEqual([`العلامات التجارية يجب ألا تحتوي على أكثر من ${MAX_BATCH_IDS} عنصر`]);
  });
});
