import {
  categoryBatchDelete, categoryDetailOut, categoryInput, categoryListItemOut, categoryListQuery, categoryOut, idParam, listMeta,
  productListQuery, translateMessage,
} from '@matjar/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { actorOf } from '../../plugins/guard.js';
import type { CategoriesService } from './categories.service.js';

const tags = ['categories'];
const one = z.object({ data: categoryOut });
const done = z.object({ data: z.object({ message: z.string() }) });
const deleted = (request: FastifyRequest) => ({ data: { message: translateMessage(request.locale, 'messages.deleted') } });

export function categoriesRoutes(service: CategoriesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/categories';

    // Product forms and filters pick categories too: any products permission may read these.
    r.get(base, {
      config: { permission: ['categories.view', 'products.*'] },
      schema: { tags, querystring: categoryListQuery, response: { 200: z.object({ data: z.array(categoryOut), meta: listMeta }) } },
      handler: (request) => service.list(request.query, request.locale),
    });

    r.get(`${base}/list`, {
      config: { permission: ['categories.view', 'products.*'] },
      schema: {
        tags,
        summary: 'Every category in tree order with its depth, for pickers',
        response: { 200: z.object({ data: z.array(categoryListItemOut) }) },
      },
      handler: async (request) => ({ data: await service.tree(request.locale) }),
    });

    r.get(`${base}/:id`, {
      config: { permission: 'categories.view' },
      schema: {
        tags,
        summary: 'The category, its direct children, and a page of its own products (page, perPage, cursor, sort, search)',
        params: idParam,
        querystring: productListQuery,
        response: { 200: z.object({ data: categoryDetailOut }) },
      },
      handler: async (request) => ({ data: await service.detail(request.params.id, request.query, request.locale) }),
    });

    r.post(base, {
      config: { permission: 'categories.create' },
      schema: { tags, body: categoryInput, response: { 201: one } },
      handler: async (request, reply) => reply.status(201).send({ data: await service.create(request.body, actorOf(request)) }),
    });

    r.patch(`${base}/:id`, {
      config: { permission: 'categories.update' },
      schema: { tags, params: idParam, body: categoryInput, response: { 200: one } },
      handler: async (request) => ({ data: await service.update(request.params.id, request.body, actorOf(request)) }),
    });

    methodOverrideRoute(app, {
      url: `${base}/:id`,
      tags,
      params: idParam,
      PATCH: {
        permission: 'categories.update',
        body: categoryInput,
        handler: async (request, params, body) => ({ data: await service.update(params.id, body, actorOf(request)) }),
      },
      DELETE: {
        permission: 'categories.delete',
        handler: async (request, params) => {
          await service.remove([params.id], actorOf(request), request.locale);
          return deleted(request);
        },
      },
    });

    r.delete(`${base}/:id`, {
      config: { permission: 'categories.delete' },
      schema: { tags, params: idParam, response: { 200: done } },
      handler: async (request) => {
        await service.remove([request.params.id], actorOf(request), request.locale);
        return deleted(request);
      },
    });

    r.delete(base, {
      config: { permission: 'categories.delete' },
      schema: { tags, body: categoryBatchDelete, response: { 200: done } },
      handler: async (request) => {
        await service.remove(request.body.categories, actorOf(request), request.locale);
        return deleted(request);
      },
    });
  };
}
