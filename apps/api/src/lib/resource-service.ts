import { type ImageUpload, type ListMeta, type ListQuery, type Locale, foldForSearch } from '@matjar/shared';
import type { Db } from '../db/database.js';
import { nowIso } from './clock.js';
import { notFound } from './errors.js';
import { type Actor, type HistoryEntry, recordHistory } from './history.js';
import { type Usage, bilingualName, refuseInUse } from './in-use.js';
import { paginate } from './list.js';
import { type ResourceRepository, flag } from './resource-repository.js';
import type { ResourceService } from './resource-routes.js';
import { type UniqueSpec, uniqueness } from './unique.js';

/** Where images are kept (the media store): the kit keeps a resource's `image` column in step with it. */
export interface ImageStore {
  withImage<T>(
    upload: ImageUpload,
    field: string,
    write: (image: string | null | undefined) => Promise<{ result: T; previous: string | null }>,
  ): Promise<T>;
  remove(name: string | null | undefined): Promise<void>;
}

/** What a write knows besides its input: its transaction, parents, who acts, and the row it changes. */
export interface WriteContext<Row, Scope> {
  trx: Db;
  scope: Scope;
  actor: Actor;
  /** The row as it stands, when updating. */
  current?: Row | undefined;
}

/** A bilingual name as stored, with the folded search text of it and of `also` (a code, a slug). */
export const storedName = (name: { en: string; ar: string }, ...also: string[]) => ({
  name_en: name.en,
  name_ar: name.ar,
  search_text: foldForSearch([name.en, name.ar, ...also].join(' ')),
});

/**
 * A bilingual name no two rows share in either language, compared as people read names
 * (look-alikes are the same name: `lib/unique.ts`).
 */
const uniqueNames = (table: UniqueSpec<unknown>['table']): UniqueSpec<{ name?: { en: string; ar: string } }> => ({
  table,
  fields: [
    { field: 'name.en', column: 'name_en', value: (input) => input.name?.en, compare: 'lookalike' },
    { field: 'name.ar', column: 'name_ar', value: (input) => input.name?.ar, compare: 'lookalike' },
  ],
});

/** A stored bilingual name as the API shows it. */
export const shownName = (row: { name_en: string; name_ar: string }) => ({ en: row.name_en, ar: row.name_ar });

/** The sorts most lists offer: by name in the request's language, by dates and by id; `extra` maps more names to columns of `table`. */
export const bilingualSorts = (table: string, extra: Record<string, string> = {}) => (locale: Locale) => ({
  name: `${table}.${locale === 'ar' ? 'name_ar' : 'name_en'}`,
  ...Object.fromEntries(Object.entries(extra).map(([name, column]) => [name, `${table}.${column}`])),
  created_at: `${table}.created_at`,
  updated_at: `${table}.updated_at`,
  id: `${table}.id`,
});

/**
 * What a resource that is a bilingual name shares (brands, units): its model, the name
 * stored with its search text and no two alike, its list sorted and searched by it.
 */
export const namedResource = <Input extends { name: { en: string; ar: string } }>(table: UniqueSpec<unknown>['table']) => ({
  model: table,
  stored: (input: Input) => storedName(input.name),
  unique: uniqueNames(table),
  list: { sorts: bilingualSorts(table), searchColumn: `${table}.search_text` },
});

/** The `scope` of a resource under a parent: a parent that `exists` not is a 404; a new row gets `columns`. */
export const parentScope = <Scope>(exists: (db: Db, scope: Scope) => Promise<unknown>, columns: (scope: Scope) => object) => ({
  assert: async (db: Db, scope: Scope) => {
    if (!(await exists(db, scope))) throw notFound();
  },
  columns,
});

export interface ResourceSpec<Row, Api, Input, Scope> {
  /** The history's model name, e.g. `units`. */
  model: string;
  repository: ResourceRepository<Row, any, any, Scope>;
  /** Rows as the API shows them (and the history keeps them); may read more on `db` (a parent's name). */
  present: (rows: Row[], db: Db) => Api[] | Promise<Api[]>;
  /**
   * The columns a form writes (its search text too); the kit adds the timestamps, the
   * parents' ids and the image. Without it the module writes its own create and update.
   */
  stored?: (input: Input, context: WriteContext<Row, Scope>) => object | Promise<object>;
  /** How the paged list sorts and searches; by id only unless it says (a resource listed otherwise). */
  list?: {
    /** Public sort names → columns, per language (see `bilingualSorts`). */
    sorts: (locale: Locale) => Record<string, string>;
    /** `-id` unless it says. */
    defaultSort?: string;
    /** The column of folded search text (see `foldForSearch`). */
    searchColumn?: string;
  };
  /** Parents of a nested resource: a missing parent is a 404; a new row gets their ids. */
  scope?: {
    assert: (db: Db, scope: Scope) => Promise<void>;
    columns: (scope: Scope) => object;
  };
  /** Runs first in every write's transaction: a lock that makes writes take turns. */
  lock?: (trx: Db) => Promise<void>;
  /**
   * Fields no two rows share (a code, a name: see `lib/unique.ts`): checked before every
   * create and update, a 422 on each field taken; where one compares by case or look-alike
   * the resource's writes take turns on PostgreSQL, and a violation of a field's index is
   * its 422 too.
   */
  unique?: UniqueSpec<Partial<Input>>;
  /** Rules a create or update must pass beyond the schema (an existing parent): throw to refuse. */
  beforeWrite?: (input: Input, context: WriteContext<Row, Scope>) => Promise<void>;
  /** Rows of other tables a create or update writes with the row (an offer's items), before it is read back for the answer and the history. */
  afterStore?: (id: number, input: Input, context: WriteContext<Row, Scope>) => Promise<void>;
  /** What still uses these rows (products, children, orders): any use fails the whole batch with 409. */
  inUse?: (trx: Db, ids: number[], locale: Locale) => Promise<Usage | undefined>;
  /** A row's name in a 409; the bilingual name unless it says. */
  nameOf?: (row: Row, locale: Locale) => string;
  /** Other rules of a delete, and dependents that go with the rows: answers their history entries. */
  beforeDelete?: (trx: Db, rows: Row[], locale: Locale) => Promise<HistoryEntry[] | void>;
  /** The store of the resource's `image` column (its form's `image` field). */
  image?: ImageStore;
  /** The image columns, each its form's field of the same name; `['image']` unless it says (a flash sale's two pictures). */
  imageFields?: readonly string[];
  /** Rules of switching a flag (`setFlag`) on or off, checked in its transaction when the value changes: throw to refuse. */
  beforeSwitch?: (trx: Db, current: Row, column: string, on: boolean) => Promise<void>;
  /** A list's kept totals (see count-cache.ts) that every committed write voids. */
  counts?: { invalidate: () => void };
}

type Identified = { id: number | string };
/** The images a write stores, by column: a new file's name, null to remove, undefined to keep. */
type Images = Record<string, string | null | undefined>;
type ImageOutcome<T> = { result: T; previous: Record<string, string | null> };

/**
 * The standard service of a resource (ARCHITECTURE "API conventions"): a paged list, one
 * row, create, update and an all-or-nothing batch delete, each write in one transaction
 * with its history entries. A module with rules of its own builds its other calls from
 * `write`, `load`, `created` and `updated`.
 */
export function resourceService<Row extends Identified, Api, Input, Scope = void>(
  db: Db,
  spec: ResourceSpec<Row, Api, Input, Scope>,
) {
  const { repository: repo, model } = spec;
  const imageFields = spec.image ? (spec.imageFields ?? ['image']) : [];
  const imagesOf = (row: Row) => Object.fromEntries(imageFields.map((field) => [field, ((row as Record<string, unknown>)[field] as string | null) ?? null]));
  const assertScope = (trx: Db, scope: Scope) => spec.scope?.assert(trx, scope);
  const nameOf = spec.nameOf ?? (bilingualName as unknown as (row: Row, locale: Locale) => string);
  const unique = spec.unique && uniqueness(spec.unique);

  const presentOne = async (trx: Db, row: Row) => (await spec.present([row], trx))[0] as Api;

  /** The row as the API shows it, or 404. */
  async function load(trx: Db, id: number, scope: Scope): Promise<Api> {
    const row = await repo.find(trx, id, scope);
    if (!row) throw notFound();
    return presentOne(trx, row);
  }

  /** A write's transaction: the lock first; once it commits, the kept totals it changes are void. */
  async function write<T>(change: (trx: Db) => Promise<T>): Promise<T> {
    const run = () =>
      db.transaction().execute(async (trx) => {
        await spec.lock?.(trx);
        await unique?.lock(trx);
        return change(trx);
      });
    const result = await (unique ? unique.mapped(run) : run());
    spec.counts?.invalidate();
    return result;
  }

  /** Loads a row just inserted and records its creation. */
  async function created(trx: Db, id: number, actor: Actor, scope: Scope, entries: HistoryEntry[] = []) {
    const after = await load(trx, id, scope);
    await recordHistory(trx, actor, [...entries, { action: 'created', model, modelId: id, after }]);
    return after;
  }

  /** Loads a row just updated and records the change. */
  async function updated(trx: Db, id: number, before: Api, actor: Actor, scope: Scope, entries: HistoryEntry[] = []) {
    const after = await load(trx, id, scope);
    await recordHistory(trx, actor, [...entries, { action: 'updated', model, modelId: id, before, after }]);
    return after;
  }

  /** The declared uniqueness's check, for a module's own create or update too. */
  const refuseTaken = async (trx: Db, input: Partial<Input>, exceptId?: number) => unique?.refuseTaken(trx, input, exceptId);

  const stored = async (input: Input, context: WriteContext<Row, Scope>) => {
    if (!spec.stored) throw new Error(`${model}: no standard create or update without \`stored\``);
    return spec.stored(input, context);
  };

  /**
   * Runs a create or update with the form's images stored first, one field after another
   * (see MediaStore.withImage): a failed write removes the new files, a successful one the
   * files it replaced.
   */
  async function withImages<T>(input: Input, change: (images: Images) => Promise<ImageOutcome<T>>): Promise<T> {
    const store = spec.image;
    const step = (i: number, images: Images): Promise<ImageOutcome<T>> => {
      const field = imageFields[i];
      if (!store || field === undefined) return change(images);
      const upload = (input as Record<string, ImageUpload>)[field];
      return store.withImage(upload, field, async (image) => {
        const outcome = await step(i + 1, { ...images, [field]: image });
        return { result: outcome, previous: outcome.previous[field] ?? null };
      });
    };
    return (await step(0, {})).result;
  }

  async function list(query: ListQuery, locale: Locale, scope: Scope): Promise<{ data: Api[]; meta: ListMeta }> {
    await assertScope(db, scope);
    const { rows, meta } = await paginate<Row>(db, repo.listed(db, query, scope), query, {
      sorts: spec.list?.sorts(locale) ?? { id: repo.idColumn },
      defaultSort: spec.list?.defaultSort ?? '-id',
      idColumn: repo.idColumn,
      searchColumn: spec.list?.searchColumn,
      countBase: repo.counted?.(db, query, scope),
    });
    return { data: await spec.present(rows, db), meta };
  }

  async function get(id: number, scope: Scope) {
    await assertScope(db, scope);
    return load(db, id, scope);
  }

  function create(input: Input, actor: Actor, scope: Scope) {
    return withImages(input, (images) =>
      write(async (trx) => {
        await assertScope(trx, scope);
        const context = { trx, scope, actor };
        await refuseTaken(trx, input);
        await spec.beforeWrite?.(input, context);
        const now = nowIso();
        const id = await repo.insert(trx, {
          ...(await stored(input, context)),
          ...spec.scope?.columns(scope),
          ...Object.fromEntries(imageFields.map((field) => [field, images[field] ?? null])),
          created_at: now,
          updated_at: now,
        });
        await spec.afterStore?.(id, input, context);
        return { result: await created(trx, id, actor, scope), previous: {} };
      }),
    );
  }

  function update(id: number, input: Input, actor: Actor, scope: Scope) {
    return withImages(input, (images) =>
      write(async (trx) => {
        await assertScope(trx, scope);
        const current = await repo.find(trx, id, scope);
        if (!current) throw notFound();
        const before = await presentOne(trx, current);
        const context = { trx, scope, actor, current };
        await refuseTaken(trx, input, id);
        await spec.beforeWrite?.(input, context);
        const changedImages = Object.fromEntries(Object.entries(images).filter(([, image]) => image !== undefined));
        await repo.update(trx, id, { ...(await stored(input, context)), ...changedImages, updated_at: nowIso() });
        await spec.afterStore?.(id, input, context);
        return { result: await updated(trx, id, before, actor, scope), previous: imagesOf(current) };
      }),
    );
  }

  /** All or nothing: every id must be found (404), and a row in use fails the batch with 409 naming it. */
  async function remove(ids: number[], actor: Actor, locale: Locale, scope: Scope) {
    const rows = await write(async (trx) => {
      await assertScope(trx, scope);
      const unique = [...new Set(ids)];
      const found = await repo.findMany(trx, unique, scope);
      if (found.length !== unique.length) throw notFound();
      refuseInUse(await spec.inUse?.(trx, unique, locale), found, locale, nameOf);
      const dependents = (await spec.beforeDelete?.(trx, found, locale)) ?? [];
      const before = await spec.present(found, trx);
      await repo.deleteMany(trx, unique);
      await recordHistory(trx, actor, [
        ...dependents,
        ...before.map((shown, i) => ({ action: 'deleted' as const, model, modelId: Number(found[i]?.id), before: shown })),
      ]);
      return found;
    });
    if (spec.image) await Promise.all(rows.flatMap((row) => Object.values(imagesOf(row)).map((image) => spec.image?.remove(image))));
  }

  /**
   * Switches a flag column (`is_active`) of one row on or off: idempotent, answering the row
   * as it now stands, recorded only when it changed (the route set's `switch`).
   */
  function setFlag(id: number, column: keyof Row & string, on: boolean, actor: Actor, scope: Scope) {
    return write(async (trx) => {
      const current = await repo.find(trx, id, scope);
      if (!current) throw notFound();
      const before = await presentOne(trx, current);
      if (Boolean(current[column]) === on) return before;
      await spec.beforeSwitch?.(trx, current, column, on);
      await repo.update(trx, id, { [column]: flag(on), updated_at: nowIso() });
      return updated(trx, id, before, actor, scope);
    });
  }

  /** The standard calls with the parents fixed, as the route set calls them. */
  const scoped = (scope: Scope) => ({
    list: (query: ListQuery, locale: Locale) => list(query, locale, scope),
    get: (id: number) => get(id, scope),
    create: (input: Input, actor: Actor) => create(input, actor, scope),
    update: (id: number, input: Input, actor: Actor) => update(id, input, actor, scope),
    remove: (ids: number[], actor: Actor, locale: Locale) => remove(ids, actor, locale, scope),
  }) satisfies ResourceService<ListQuery, Input, Input, Actor>;

  return { ...scoped(undefined as Scope), scoped, load, write, created, updated, setFlag, refuseTaken };
}
