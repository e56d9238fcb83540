/**
 * Bulk loading, the same way on both databases: rows are pushed to a table writer in
 * batches of 10,000 (per table, columns in a fixed order with their PostgreSQL types).
 * SQLite runs prepared inserts inside one transaction per batch; PostgreSQL sends each
 * table's batch as one `INSERT … SELECT FROM unnest(…)` statement (one round trip).
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { log } from './store.js';

export type Columns = readonly (readonly [name: string, type: string])[];

export interface TableWriter {
  push: (row: unknown[]) => void;
}

export interface BulkTarget {
  writer: (table: string, columns: Columns) => TableWriter;
  /** One batch: `fill` pushes the rows; they are stored when the returned promise settles. */
  batch: (fill: () => void) => Promise<void>;
}

const BATCH = 10_000;

export function sqliteBulk(raw: SQLite.Database): BulkTarget {
  return {
    writer(table, columns) {
      const insert = raw.prepare(`INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      return { push: (row) => insert.run(row.map((value) => (typeof value === 'boolean' ? Number(value) : value))) };
    },
    batch: async (fill) => raw.transaction(fill)(),
  };
}

export function postgresBulk(client: pg.Client): BulkTarget {
  const flushes: (() => Promise<void>)[] = [];
  return {
    writer(table, columns) {
      const insert = `INSERT INTO ${table} (${columns.map(([name]) => name).join(', ')}) SELECT * FROM unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;
      let arrays: unknown[][] = columns.map(() => []);
      flushes.push(async () => {
        if (!arrays[0]?.length) return;
        const values = arrays;
        arrays = columns.map(() => []);
        await client.query(insert, values);
      });
      return { push: (row) => row.forEach((value, i) => arrays[i]?.push(value)) };
    },
    async batch(fill) {
      fill();
      for (const flush of flushes) await flush();
    },
  };
}

/** Calls `emit(n)` for n = 0 … count − 1 in batches, logging every 200,000 rows. */
export async function loadRows(bulk: BulkTarget, count: number, label: string, emit: (n: number) => void) {
  for (let from = 0; from < count; from += BATCH) {
    const to = Math.min(count, from + BATCH);
    await bulk.batch(() => {
      for (let n = from; n < to; n += 1) emit(n);
    });
    if (to % (BATCH * 20) === 0 || to === count) log(`${to.toLocaleString('en')} ${label}`);
  }
}
