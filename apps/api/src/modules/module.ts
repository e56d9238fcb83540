import { type PermissionAreaName, permissionAreas } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { Config } from '../config.js';
import type { Db, Dialect } from '../db/database.js';
import { releasedMigrations } from '../db/migrations/index.js';
import type { Usage } from '../lib/in-use.js';
import type { AccessTokens } from './auth/index.js';
import type { Mailer } from './mail/index.js';
import type { MediaStore } from './media/index.js';

/**
 * What every module's routes are built from: the database and the server's services. One
 * context per server, so what modules share (a service holding a count cache) is one
 * instance however many modules use it.
 */
export interface ModuleContext {
  db: Db;
  dialect: Dialect;
  config: Config;
  media: MediaStore;
  mailer: Mailer;
  /** Signs and checks access tokens (sign-in, impersonation). */
  tokens: AccessTokens;
  /** Empties the per-process caches (`GET /api/clear-cache`): the server's own and every one added by `onClearCaches`. */
  clearCaches: () => void;
  /** Adds a module's cache to what `clearCaches` empties (the settings store). */
  onClearCaches: (clear: () => void) => void;
  /** The permission areas of the registered modules, in catalogue order: what the role editor offers. */
  permissionAreas: readonly PermissionAreaName[];
  /** The one instance of `key` on this server, made by `make` on first use. */
  shared: <T>(key: string, make: () => T) => T;
  /** What the modules above the named one say about its rows (`ApiModule.holds`). */
  holders: (module: string) => Holders;
  /** The modules above the named one that keep figures of its rows (`ApiModule.follows`), asked as one. */
  followers: (module: string) => Followers;
}

/**
 * What a module holding another's rows answers about them (orders hold products and
 * customers). Declared on the holder's descriptor and asked through the context, so the
 * lower module never imports the higher one (docs/api-kit.md, "Boundaries").
 */
export interface Holder {
  /** Which of these rows it still uses: their delete is refused (409). */
  inUse?: (db: Db, ids: number[]) => Promise<Usage>;
  /** Which of these rows it refers to at all, whatever their state (an ordered variant is archived, not deleted). */
  referenced?: (db: Db, ids: number[]) => Promise<Set<number>>;
}

/** Every holder of a module's rows, asked as one. */
export interface Holders {
  /** The first usage that names any of the rows; none when nothing uses them. */
  inUse: (db: Db, ids: number[]) => Promise<Usage | undefined>;
  /** The rows any holder refers to. */
  referenced: (db: Db, ids: number[]) => Promise<Set<number>>;
}

/**
 * What a module keeps of another's rows in step with them (reports keep rollups of orders):
 * declared on the follower's descriptor, called by the lower module inside the transaction of
 * each write, so the lower module never imports the higher one. `snapshot` reads what the
 * follower counts of these rows as they stand; `apply` writes the change between two
 * snapshots (before and after the write), in the same transaction.
 */
export interface Follower {
  snapshot: (trx: Db, ids: readonly number[]) => Promise<unknown>;
  apply: (trx: Db, before: unknown, after: unknown) => Promise<void>;
}

/** Every follower of a module's rows, asked as one by the module's writes. */
export interface Followers {
  /**
   * Call before a write with the rows it changes (none for a create); call what it answers
   * after the write, with the rows as they are then (a create's new ids), in the same transaction.
   */
  track: (trx: Db, ids: readonly number[]) => Promise<(ids?: readonly number[]) => Promise<void>>;
}

/** What a follower is made from: the server's context (its config: the store's time zone). */
export type FollowerOf = (context: Pick<ModuleContext, 'config' | 'dialect'>) => Follower;

/** What a demo seed may use besides the database: where its images go, and the holders of its rows. */
export interface SeedServices {
  media: MediaStore;
  holders: (module: string) => Holders;
  /** The store's time zone (`config.storeTimeZone`; the default zone when not given): the day seeded figures fall on. */
  storeTimeZone?: string;
}

/**
 * A module as the server wires it, exported from its folder's `index.ts` and listed once
 * in `registry.ts`: the server registers its routes and runs its demo seed from there.
 */
export interface ApiModule {
  name: string;
  /** The catalogue areas it owns: the role editor offers them (each area has one owner; a test checks every route's permission has one). */
  permissionAreas: readonly PermissionAreaName[];
  /** Its routes, as a Fastify plugin. */
  routes?: (context: ModuleContext) => (app: FastifyInstance) => Promise<void>;
  /** Its demo data, written on an empty database outside production, in registry order. */
  seed?: (db: Db, services: SeedServices) => Promise<void>;
  /** What it answers about lower modules' rows it holds, by their module's name. */
  holds?: Readonly<Record<string, Holder>>;
  /** What it keeps in step with lower modules' rows, by their module's name (`Follower`). */
  follows?: Readonly<Record<string, FollowerOf>>;
  /**
   * Its migrations, from its own `migrations/` folder, by their frozen names
   * (`<yyyy-mm-dd>-<nnnn>-<what>`): one global order across modules, by name.
   */
  migrations?: Readonly<Record<string, Migration>>;
}

const MIGRATION_NAME = /^\d{4}-\d{2}-\d{2}-\d{4}-[a-z0-9-]+$/;

/**
 * Every migration, in the one order they run: the ones released before modules kept their
 * own (`db/migrations/`) and each module's. Kysely runs them by name, so a name taken twice,
 * or not of the dated form that keeps the order global, stops the server at its start.
 */
export function migrationsOf(modules: readonly ApiModule[]): Record<string, Migration> {
  const all = new Map<string, Migration>(Object.entries(releasedMigrations));
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (!MIGRATION_NAME.test(name)) throw new Error(`migration "${name}" of ${module.name}: not named <yyyy-mm-dd>-<nnnn>-<what>`);
      if (all.has(name)) throw new Error(`migration "${name}" of ${module.name}: the name is taken`);
      all.set(name, migration);
    }
  }
  return Object.fromEntries([...all].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The areas the modules own, in catalogue order, each once. */
export const areasOf = (modules: readonly ApiModule[]): PermissionAreaName[] => {
  const owned = new Set(modules.flatMap((module) => module.permissionAreas));
  return permissionAreas.map((a) => a.area).filter((area) => owned.has(area));
};

/** The holders of `name`'s rows among the modules, in registry order. */
export function holdersOf(modules: readonly ApiModule[], name: string): Holders {
  const holders = modules.flatMap((module) => module.holds?.[name] ?? []);
  return {
    async inUse(db, ids) {
      for (const holder of holders) {
        const usage = await holder.inUse?.(db, ids);
        if (usage && usage.usedIds.size > 0) return usage;
      }
      return undefined;
    },
    async referenced(db, ids) {
      const answers = await Promise.all(holders.map((holder) => holder.referenced?.(db, ids) ?? new Set<number>()));
      return new Set(answers.flatMap((answer) => [...answer]));
    },
  };
}

/** The followers of `name`'s rows among the modules, in registry order, made from the context. */
export function followersOf(modules: readonly ApiModule[], name: string, context: Pick<ModuleContext, 'config' | 'dialect'>): Followers {
  const followers = modules.flatMap((module) => module.follows?.[name]?.(context) ?? []);
  return {
    async track(trx, ids) {
      const before: unknown[] = [];
      for (const follower of followers) before.push(await follower.snapshot(trx, ids));
      return async (after = ids) => {
        for (const [i, follower] of followers.entries()) await follower.apply(trx, before[i], await follower.snapshot(trx, after));
      };
    },
  };
}

export function createModuleContext(
  services: Omit<ModuleContext, 'shared' | 'permissionAreas' | 'holders' | 'followers' | 'onClearCaches'>,
  modules: readonly ApiModule[],
): ModuleContext {
  const instances = new Map<string, unknown>();
  const caches: (() => void)[] = [];
  const followers = new Map<string, Followers>();
  return {
    ...services,
    clearCaches: () => {
      services.clearCaches();
      for (const clear of caches) clear();
    },
    onClearCaches: (clear) => {
      caches.push(clear);
    },
    permissionAreas: areasOf(modules),
    holders: (name) => holdersOf(modules, name),
    followers: (name) => {
      if (!followers.has(name)) followers.set(name, followersOf(modules, name, services));
      return followers.get(name)!;
    },
    shared: <T>(key: string, make: () => T): T => {
      if (!instances.has(key)) instances.set(key, make());
      return instances.get(key) as T;
    },
  };
}
