import type { Requirement } from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translateMessage } from '@matjar/shared';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { actorOf } from '../plugins/guard.js';
import { type Actor, recordHistory } from './history.js';

type Fields = Record<string, unknown>;

/** A stored record as the API and the history show it: each secret `null`, with `<secret>_set`. */
export type Shown<Stored extends Fields, Secret extends keyof Stored> = Omit<Stored, Secret> & { [K in Secret]: null } & {
  [K in Secret as `${K & string}_set`]: boolean;
};

export interface SingleRecordSpec<Key, Stored extends Fields, Input extends Fields, Secret extends keyof Stored & keyof Input = never> {
  /** The history's model name (`users`, `settings`). */
  model: string;
  /** The history's model id of the record `key` names (a user's id; a settings group's name). */
  modelId: (key: Key) => string | number | null;
  /** The record as stored, secrets in full: read inside the change's transaction too. */
  load: (db: Db, key: Key) => Promise<Stored>;
  /** Writes the fields that changed, and only those (never empty). */
  store: (trx: Db, key: Key, changes: Partial<Input>) => Promise<void>;
  /** The fields never sent back nor written to the history; one sent empty keeps its value. */
  secrets?: readonly Secret[];
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * One record that is read and changed whole, never listed, created or deleted: a settings
 * group, the signed-in user's profile. `get` shows it with its secrets masked; `update`
 * writes only the fields sent that differ from the stored ones, in one transaction with its
 * history entry, which names the secrets replaced (`secrets_changed`) but never their values.
 */
export function singleRecord<Key, Stored extends Fields, Input extends Fields, Secret extends keyof Stored & keyof Input = never>(
  db: Db,
  spec: SingleRecordSpec<Key, Stored, Input, Secret>,
) {
  const secrets: readonly (keyof Stored)[] = spec.secrets ?? [];

  function shown(stored: Stored): Shown<Stored, Secret> {
    const out: Fields = { ...stored };
    for (const secret of secrets) {
      out[secret as string] = null;
      out[`${secret as string}_set`] = !isBlank(stored[secret]);
    }
    return out as Shown<Stored, Secret>;
  }

  /** The fields of `input` to write: sent, different from the stored value, and no blank secret. */
  function changesOf(stored: Stored, input: Partial<Input>): Partial<Input> {
    return Object.fromEntries(
      Object.entries(input).filter(([field, value]) => {
        if (value === undefined) return false;
        if (secrets.includes(field) && isBlank(value)) return false;
        return JSON.stringify(value) !== JSON.stringify(stored[field]);
      }),
    ) as Partial<Input>;
  }

  const get = async (key: Key) => shown(await spec.load(db, key));

  async function update(key: Key, input: Partial<Input>, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const stored = await spec.load(trx, key);
      const changes = changesOf(stored, input);
      // Nothing differs: nothing is written, and the history stays quiet.
      if (Object.keys(changes).length === 0) return shown(stored);
      await spec.store(trx, key, changes);
      const after = shown(await spec.load(trx, key));
      const secretsChanged = secrets.filter((secret) => Object.hasOwn(changes, secret));
      await recordHistory(trx, actor, {
        action: 'updated',
        model: spec.model,
        modelId: spec.modelId(key),
        before: shown(stored),
        after: secretsChanged.length ? { ...after, secrets_changed: secretsChanged } : after,
      });
      return after;
    });
  }

  return { get, update, shown };
}
export type SingleRecord<Key, Shown, Input> = {
  get: (key: Key) => Promise<Shown>;
  update: (key: Key, input: Partial<Input>, actor: Actor) => Promise<Shown>;
};

export interface SingleRecordRoutesOptions<Key, Shown, Input> {
  /** `/api/dashboard/profile`, `/api/dashboard/settings/email`. */
  path: string;
  /** What both calls require (`null`: any signed-in user). */
  permission: Requirement | null;
  /** What `PATCH` requires where it differs from `GET` (`settings.update`). */
  updatePermission?: Requirement | null;
  schemas: {
    /** The record as answered: secrets `null` with their `_set` flags (`secretOut` of the shared schemas). */
    out: z.ZodType;
    /** The form's schema; the `PATCH` body is its partial: a call carries only what it changes. */
    input: z.ZodObject;
  };
  service: SingleRecord<Key, Shown, Input>;
  /** Which record the request is about (the caller's own profile). */
  key: (request: FastifyRequest) => Key;
  /** Who the service records as acting; the signed-in user by default. */
  actor?: (request: FastifyRequest) => Actor;
  /** A message key the `PATCH` answers beside the record, as `data.message` (settings: "Settings Updated Successfully"). */
  updatedMessage?: string;
  tags: string[];
}

/** `GET {path}` and `PATCH {path}`, each declaring its permission; both answer `{ data: record }`. */
export function registerSingleRecordRoutes<Key, Shown, Input>(
  app: FastifyInstance,
  options: SingleRecordRoutesOptions<Key, Shown, Input>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { path, service, tags } = options;
  const actor = options.actor ?? actorOf;
  const one = z.object({ data: options.schemas.out });

  r.get(path, {
    config: { permission: options.permission },
    schema: { tags, response: { 200: one } },
    handler: async (request) => ({ data: await service.get(options.key(request)) }),
  });

  const { updatedMessage } = options;
  const updated = updatedMessage ? z.object({ data: z.intersection(options.schemas.out, z.object({ message: z.string() })) }) : one;
  r.patch(path, {
    config: { permission: options.updatePermission === undefined ? options.permission : options.updatePermission },
    schema: { tags, body: options.schemas.input.partial(), response: { 200: updated } },
    handler: async (request) => {
      const record = await service.update(options.key(request), request.body as Partial<Input>, actor(request));
      return { data: updatedMessage ? { ...record, message: translateMessage(request.locale, updatedMessage) } : record };
    },
  });
}
