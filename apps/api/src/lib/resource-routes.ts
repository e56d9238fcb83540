import { type CrudArea, type ListMeta, type Locale, type Requirement, idList, idParam, listMeta } from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageIn, messageOut } from './answers.js';
import { actorOf } from '../plugins/guard.js';
import { methodOverrideRoute } from './method-override.js';

/**
 * What a resource's service offers for the standard calls; `Actor` is whatever it records.
 * Answers are checked by the response schemas, so their types stay open here.
 */
export interface ResourceService<Query, Create, Update, Actor> {
  list(query: Query, locale: Locale): Promise<{ data: unknown[]; meta: ListMeta }>;
  get(id: number): Promise<unknown>;
  create(input: Create, actor: Actor): Promise<unknown>;
  update(id: number, input: Update, actor: Actor): Promise<unknown>;
  remove(ids: number[], actor: Actor, locale: Locale): Promise<unknown>;
}

export interface ResourceRoutesOptions<Query, Create, Update, Actor> {
  /** `/api/dashboard/{area}` unless it says (a nested resource, a URL of the spec's own spelling). */
  base?: string;
  /** The permission area (`brands` → `brands.view|create|update|delete`). */
  area: CrudArea;
  /** The batch-delete body's key (spec §7): `{ "brands": [ids] }`; the area unless it says. */
  batchKey?: string;
  schemas: {
    /** The resource as create and update answer it. */
    item: z.ZodType;
    /** A list row, where it is shorter than the item. */
    listItem?: z.ZodType;
    /** `GET /{id}`, where it tells more than the item (e.g. a customer with addresses). */
    detail?: z.ZodType;
    listQuery: z.ZodType<Query>;
    create: z.ZodType<Create>;
    update?: z.ZodType<Update>;
  };
  /**
   * The service, or — for a resource nested under a parent (cities of a governorate) — a
   * function giving the service scoped to the parent named in the request's path.
   */
  service: ResourceService<Query, Create, Update, Actor> | ((request: FastifyRequest) => ResourceService<Query, Create, Update, Actor>);
  /** The parents' ids in the path of a nested resource (`/countries/:countryId/governorates`). */
  params?: z.ZodObject;
  /** OpenAPI tags; the area by default. */
  tags?: string[];
  /** Who the service records as acting; the signed-in user by default. */
  actor?: (request: FastifyRequest) => Actor;
  /** Who may read the list, where pickers elsewhere need it too; `{area}.view` by default. */
  listPermission?: Requirement;
  /** Who may read one row, where a picker elsewhere needs its details; `{area}.view` by default. */
  itemPermission?: Requirement;
  /** Leave out `GET /{id}` where the resource answers it with a richer route of its own. */
  withoutGet?: boolean;
  /** Leave out the batch delete where rows go one at a time (roles). */
  withoutBatchDelete?: boolean;
  /**
   * `POST /{id}/{on}` and `POST /{id}/{off}` (activate/deactivate, archive/unarchive) under
   * `{area}.update`: idempotent, answering the row as it now stands.
   */
  switch?: {
    actions: readonly [on: string, off: string];
    set: (id: number, on: boolean, actor: Actor) => Promise<unknown>;
  };
  /**
   * `POST {base}/order` with `{ [batchKey]: ids }` under `{area}.update`, for rows kept in an
   * order of their own (lib/positions.ts): answers the reordered group.
   */
  reorder?: (ids: number[], actor: Actor) => Promise<unknown[]>;
}

/**
 * The standard calls of a resource (ARCHITECTURE "API conventions"): list, one, create,
 * `PATCH /{id}` and `POST /{id}` with `_method=PATCH|DELETE`, delete one, batch delete.
 * Each declares its permission; every rule lives in the service.
 */
export function registerResourceRoutes<Query, Create, Update = Create, Actor = ReturnType<typeof actorOf>>(
  app: FastifyInstance,
  options: ResourceRoutesOptions<Query, Create, Update, Actor>,
) {
  const { area, schemas } = options;
  const base = options.base ?? `/api/dashboard/${area}`;
  const batchKey = options.batchKey ?? area;
  const serviceFor = (request: FastifyRequest) =>
    typeof options.service === 'function' ? options.service(request) : options.service;
  const collectionParams = options.params ?? z.object({});
  const itemParams = collectionParams.extend(idParam.shape);
  const actor = options.actor ?? (actorOf as unknown as (request: FastifyRequest) => Actor);
  const update = (schemas.update ?? schemas.create) as unknown as z.ZodType<Update>;
  const tags = options.tags ?? [area];
  const one = z.object({ data: schemas.item });
    const r = app.withTypeProvider<ZodTypeProvider>();

  const remove = async (request: FastifyRequest, ids: number[]) => {
    await serviceFor(request).remove(ids, actor(request), request.locale);
    return messageIn(request, 'messages.deleted');
  };

  r.get(base, {
    config: { permission: options.listPermission ?? `${area}.view` },
    schema: { tags, params: collectionParams, querystring: schemas.listQuery, response: { 200: z.object({ data: z.array(schemas.listItem ?? schemas.item), meta: listMeta }) } },
    handler: (request) => serviceFor(request).list(request.query as Query, request.locale),
  });

  if (!options.withoutGet) {
    r.get(`${base}/:id`, {
      config: { permission: options.itemPermission ?? `${area}.view` },
      schema: { tags, params: itemParams, response: { 200: z.object({ data: schemas.detail ?? schemas.item }) } },
      handler: async (request) => ({ data: await serviceFor(request).get(request.params.id) }),
    });
  }

  r.post(base, {
    config: { permission: `${area}.create` },
    schema: { tags, params: collectionParams, body: schemas.create, response: { 201: one } },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await serviceFor(request).create(request.body as Create, actor(request)) }),
  });

  r.patch(`${base}/:id`, {
    config: { permission: `${area}.update` },
    schema: { tags, params: itemParams, body: update, response: { 200: one } },
    handler: async (request) => ({ data: await serviceFor(request).update(request.params.id, request.body as Update, actor(request)) }),
  });

  methodOverrideRoute(app, {
    url: `${base}/:id`,
    tags,
    params: itemParams,
    PATCH: {
      permission: `${area}.update`,
      body: update,
      handler: async (request, params, body) => ({ data: await serviceFor(request).update(params.id, body, actor(request)) }),
    },
    DELETE: { permission: `${area}.delete`, handler: (request, params) => remove(request, [params.id]) },
  });

  r.delete(`${base}/:id`, {
    config: { permission: `${area}.delete` },
    schema: { tags, params: itemParams, response: { 200: messageOut } },
    handler: (request) => remove(request, [request.params.id]),
  });

  if (!options.withoutBatchDelete) {
    r.delete(base, {
      config: { permission: `${area}.delete` },
      schema: { tags, params: collectionParams, body: z.object({ [batchKey]: idList }), response: { 200: messageOut } },
      handler: (request) => remove(request, (request.body as Record<string, number[]>)[batchKey] ?? []),
    });
  }

  const { reorder } = options;
  if (reorder) {
    r.post(`${base}/order`, {
      config: { permission: `${area}.update` },
      schema: {
        tags,
        params: collectionParams,
        body: z.object({ [batchKey]: idList }),
        response: { 200: z.object({ data: z.array(schemas.listItem ?? schemas.item) }) },
      },
      handler: async (request) => ({ data: await reorder((request.body as Record<string, number[]>)[batchKey] ?? [], actor(request)) }),
    });
  }

  const switched = options.switch;
  if (switched) {
    for (const [action, on] of [[switched.actions[0], true], [switched.actions[1], false]] as const) {
      r.post(`${base}/:id/${action}`, {
        config: { permission: `${area}.update` },
        schema: { tags, params: itemParams, response: { 200: one } },
        handler: async (request) => ({ data: await switched.set(request.params.id, on, actor(request)) }),
      });
    }
  }
}

/** The standard route set as a module's routes plugin (see `ApiModule.routes`). */
export const resourceRoutes =
  <Query, Create, Update = Create, Actor = ReturnType<typeof actorOf>>(options: ResourceRoutesOptions<Query, Create, Update, Actor>) =>
  async (app: FastifyInstance) =>
    registerResourceRoutes(app, options);
