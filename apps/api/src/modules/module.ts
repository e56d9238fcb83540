import { type PermissionAreaName, permissionAreas } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db, Dialect } from '../db/database.js';
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
  /** Empties the per-process caches (`GET /api/clear-cache`). */
  clearCaches: () => void;
  /** The permission areas of the registered modules, in catalogue order: what the role editor offers. */
  permissionAreas: readonly PermissionAreaName[];
  /** The one instance of `key` on this server, made by `make` on first use. */
  shared: <T>(key: string, make: () => T) => T;
}

/** What a demo seed may use besides the database: where its images go. */
export interface SeedServices {
  media: MediaStore;
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
}

/** The areas the modules own, in catalogue order, each once. */
export const areasOf = (modules: readonly ApiModule[]): PermissionAreaName[] => {
  const owned = new Set(modules.flatMap((module) => module.permissionAreas));
  return permissionAreas.map((a) => a.area).filter((area) => owned.has(area));
};

export function createModuleContext(
  services: Omit<ModuleContext, 'shared' | 'permissionAreas'>,
  modules: readonly ApiModule[],
): ModuleContext {
  const instances = new Map<string, unknown>();
  return {
    ...services,
    permissionAreas: areasOf(modules),
    shared: <T>(key: string, make: () => T): T => {
      if (!instances.has(key)) instances.set(key, make());
      return instances.get(key) as T;
    },
  };
}
