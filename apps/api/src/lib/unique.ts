import { nameSkeleton } from '@matjar/shared';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/types.js';
import { fieldErrors } from './errors.js';
import { takeTurnsOn } from './take-turns.js';

/**
 * How two values of a unique field compare: `exact` (codes kept in one case: a country's
 * ISO code, a SKU), `case` without regard to case (a coupon's code), `lookalike` by their
 * skeletons (`nameSkeleton`: names people read, where `Ѕuper Admin` in Cyrillic, a
 * no-break space or a tatweel must not pass for another name).
 */
export type Comparison = 'exact' | 'case' | 'lookalike';

/** A field no two rows of the resource may share. */
export interface UniqueField<Input> {
  /** The form's field that the 422 names: `name`, `code`, `name.en`. */
  field: string;
  /** Its column in the resource's table. */
  column: string;
  /** The value a write gives it; undefined or null when the write leaves it out. */
  value: (input: Input) => string | null | undefined;
  compare: Comparison;
  /**
   * The unique index behind it, `{table}_{column}_unique` unless it says: a violation of it
   * (a race the check could not see, a writer outside the kit) is this field's 422 too.
   */
  index?: string;
}

export interface UniqueSpec<Input> {
  table: keyof Database & string;
  fields: readonly UniqueField<Input>[];
}

const codeOf = (error: unknown) => (typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : '');

/**
 * What a unique violation names: PostgreSQL gives the index (`constraint`); SQLite's message
 * gives the columns (`UNIQUE constraint failed: roles.name`) or, for an index on an
 * expression, the index (`… failed: index 'coupons_code_unique'`).
 */
function violated(error: unknown): { index?: string; columns: string[] } | undefined {
  const code = codeOf(error);
  if (code === '23505') return { index: String((error as { constraint?: unknown }).constraint ?? ''), columns: [] };
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
  const named = / failed: (.*)$/.exec((error as Error).message)?.[1] ?? '';
  const index = /^index '(.+)'$/.exec(named)?.[1];
  return index ? { index, columns: [] } : { columns: named.split(', ') };
}

/**
 * A resource's uniqueness, declared once (`ResourceSpec.unique`, or by a module with a
 * service of its own): the check before a write, the turns writes take on PostgreSQL so two
 * requests at once cannot both pass it, and a violation of the index mapped to the field.
 */
export function uniqueness<Input>(spec: UniqueSpec<Input>) {
  const { table, fields } = spec;
  const untyped = (db: Db) => db as unknown as Kysely<any>;

  /** Whether another row than `exceptId` holds this value (compared as the field says). */
  async function taken(db: Db, field: UniqueField<Input>, value: string, exceptId: number | undefined) {
    const others = untyped(db).selectFrom(table).select(['id', field.column]).where('id', '!=', exceptId ?? 0);
    if (field.compare === 'exact') return Boolean(await others.where(field.column, '=', value).executeTakeFirst());
    if (field.compare === 'case') {
      return Boolean(await others.where(sql`lower(${sql.ref(field.column)})`, '=', value.toLowerCase()).executeTakeFirst());
    }
    // A skeleton is computed here, not by the database: the tables of names people keep
    // (roles, staff, brands, units) are read whole, a few hundred rows.
    const wanted = nameSkeleton(value);
    const rows: Record<string, unknown>[] = await others.execute();
    return rows.some((row) => nameSkeleton(String(row[field.column])) === wanted);
  }

  /** The fields whose values other rows hold, each with its message key: for a 422 that names other mistakes too. */
  async function takenFields(db: Db, input: Input, exceptId?: number) {
    const errors: [field: string, key: string][] = [];
    for (const field of fields) {
      const value = field.value(input);
      if (value !== undefined && value !== null && (await taken(db, field, value, exceptId))) errors.push([field.field, 'validation.unique']);
    }
    return errors;
  }

  /** Refuses a write whose values other rows hold: one 422 naming every such field. */
  async function refuseTaken(db: Db, input: Input, exceptId?: number) {
    const errors = await takenFields(db, input, exceptId);
    if (errors.length) throw fieldErrors(errors);
  }

  /** The field's 422 for a violation of its index, else the error as it was. */
  function asFieldError(error: unknown): unknown {
    const what = violated(error);
    if (!what) return error;
    const field = fields.find((f) =>
      what.index ? what.index === (f.index ?? `${table}_${f.column}_unique`) : what.columns.includes(`${table}.${f.column}`),
    );
    return field ? fieldErrors([[field.field, 'validation.unique']]) : error;
  }

  /** Runs a write (its transaction) with a violation of a unique index answered as the field's 422. */
  const mapped = <T>(write: () => Promise<T>): Promise<T> =>
    write().catch((error: unknown) => {
      throw asFieldError(error);
    });

  /**
   * First in a write's transaction: writes of this table take turns on PostgreSQL (see
   * `takeTurnsOn`) where a value compares otherwise than exactly, which no index sees; for
   * exact values the unique index settles a race, answered by `mapped`.
   */
  const needsTurns = fields.some((field) => field.compare !== 'exact');
  const lock = async (trx: Db) => {
    if (needsTurns) await takeTurnsOn(trx, trx.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite', `unique:${table}`);
  };

  return { takenFields, refuseTaken, mapped, lock };
}
export type Uniqueness<Input> = ReturnType<typeof uniqueness<Input>>;
