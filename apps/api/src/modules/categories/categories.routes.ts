import {
  categoryDetailOut, categoryInput, categoryListItemOut, categoryListQuery, categoryOut, categoryTreeInput, idParam, productListQuery,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import { actorOf } from '../../plugins/guard.js';
import type { CategoriesService } from './categories.service.js';

const tags = ['categories'];

export function categoriesRoutes(service: CategoriesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/categories';

    registerResourceRoutes(app, {
      base,
      area: 'categories',
      schemas: { item: categoryOut, listQuery: categoryListQuery, create: categoryInput },
      service,
      // Product forms and filters pick categories too: any products permission may read these.
      listPermission: ['categories.view', 'products.*'],
      withoutGet: true,
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

    r.put(`${base}/tree`, {
      config: { permission: 'categories.update' },
      schema: {
        tags,
        summary: 'Saves the order and nesting of every category at once; answers the list of GET /list in its new order',
        body: categoryTreeInput,
        response: { 200: z.object({ data: z.array(categoryListItemOut) }) },
      },
      handler: async (request) => ({ data: await service.saveTree(request.body, actorOf(request), request.locale) }),
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
  };
}
