import { type Locale, listMeta, listQuery, translateMessage, type ListQuery } from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../lib/history.js';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { actorOf } from '../../plugins/guard.js';

/** What one level of the places tree (countries, governorates or cities) does, under its parent. */
export interface LevelService<Parent, Input, Out> {
  list: (parent: Parent, query: ListQuery, locale: Locale) => Promise<{ data: Out[]; meta: z.infer<typeof listMeta> }>;
  get: (parent: Parent, id: number) => Promise<Out>;
  create: (parent: Parent, input: Input, actor: Actor) => Promise<Out>;
  update: (parent: Parent, id: number, input: Input, actor: Actor) => Promise<Out>;
  remove: (parent: Parent, ids: number[], actor: Actor, locale: Locale) => Promise<void>;
}

interface Level<Params extends object, Parent, Input, Out, Key extends string> {
  /** The collection's path, e.g. `/api/dashboard/countries/:countryId/governorates`. */
  url: string;
  tag: string;
  /** The path's parameters: the parents' ids. */
  params: z.ZodType<Params>;
  parentOf: (params: Params) => Parent;
  input: z.ZodType<Input>;
  out: z.ZodType<Out>;
  /** The batch-delete body, `{ countries | governorates | cities: [ids] }` (spec §7), and its key. */
  batch: z.ZodType<Record<Key, number[]>>;
  batchKey: Key;
  service: LevelService<Parent, Input, Out>;
}

const idOf = z.object({ id: z.coerce.number().int().positive() });
const done = z.object({ data: z.object({ message: z.string() }) });

/**
 * The calls of spec §7 for one level, all under permission `countries.*`: list (perPage up
 * to 10000), get, create, PATCH and POST `_method=PATCH|DELETE`, delete one, delete a batch.
 * A child addressed under the wrong parent answers 404 (the service checks the chain).
 */
export function levelRoutes<Params extends object, Parent, Input, Out, Key extends string>(
  app: FastifyInstance,
  level: Level<Params, Parent, Input, Out, Key>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service, tag } = level;
  const tags = [tag];
  const itemParams = (level.params as unknown as z.ZodObject).extend(idOf.shape) as unknown as z.ZodType<Params & { id: number }>;
  const one = z.object({ data: level.out });
  const item = `${level.url}/:id`;
  const parent = (request: FastifyRequest) => level.parentOf(request.params as Params);
  const idIn = (request: FastifyRequest) => (request.params as { id: number }).id;
  const deleted = (request: FastifyRequest) => ({ data: { message: translateMessage(request.locale, 'messages.deleted') } });

  r.get(level.url, {
    config: { permission: 'countries.view' },
    schema: { tags, params: level.params, querystring: listQuery, response: { 200: z.object({ data: z.array(level.out), meta: listMeta }) } },
    handler: (request) => service.list(parent(request), request.query, request.locale),
  });

  r.get(item, {
    config: { permission: 'countries.view' },
    schema: { tags, params: itemParams, response: { 200: one } },
    handler: async (request) => ({ data: await service.get(parent(request), idIn(request)) }),
  });

  r.post(level.url, {
    config: { permission: 'countries.create' },
    schema: { tags, params: level.params, body: level.input, response: { 201: one } },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await service.create(parent(request), request.body as Input, actorOf(request)) }),
  });

  r.patch(item, {
    config: { permission: 'countries.update' },
    schema: { tags, params: itemParams, body: level.input, response: { 200: one } },
    handler: async (request) => ({ data: await service.update(parent(request), idIn(request), request.body as Input, actorOf(request)) }),
  });

  methodOverrideRoute(app, {
    url: item,
    tags,
    params: itemParams,
    PATCH: {
      permission: 'countries.update',
      body: level.input,
      handler: async (request, params, body) => ({ data: await service.update(level.parentOf(params), params.id, body, actorOf(request)) }),
    },
    DELETE: {
      permission: 'countries.delete',
      handler: async (request, params) => {
        await service.remove(level.parentOf(params), [params.id], actorOf(request), request.locale);
        return deleted(request);
      },
    },
  });

  r.delete(item, {
    config: { permission: 'countries.delete' },
    schema: { tags, params: itemParams, response: { 200: done } },
    handler: async (request) => {
      await service.remove(parent(request), [idIn(request)], actorOf(request), request.locale);
      return deleted(request);
    },
  });

  r.delete(level.url, {
    config: { permission: 'countries.delete' },
    schema: { tags, params: level.params, body: level.batch, response: { 200: done } },
    handler: async (request) => {
      await service.remove(parent(request), (request.body as Record<Key, number[]>)[level.batchKey], actorOf(request), request.locale);
      return deleted(request);
    },
  });
}
