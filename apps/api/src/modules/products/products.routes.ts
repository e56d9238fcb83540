import { Readable } from 'node:stream';
import {
  type Permission, fileField, idParam, importRowError, requiredId, productBulkInput, productChildInput, productChildOut,
  productImportOut, productInput, productListQuery, productOut, productSummaryOut, translateMessage, variantsInput,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bytesOf } from '../../lib/forms.js';
import { methodOverrideRoute } from '../../lib/method-override.js';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import { actorOf } from '../../plugins/guard.js';
import type { ProductsService } from './products.service.js';

const tags = ['products'];
const childParams = z.object({ id: requiredId, childId: requiredId });
/** A CSV import must be smaller than 10 MB. */
const csvFile = z.object({
  file: fileField({ limitBytes: 10 * 1024 * 1024, tooLarge: 'validation.file_too_large' }, 'validation.required'),
});

export function productsRoutes(service: ProductsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/products';
    // Staff taking a phone order pick products and variants without managing the catalogue.
    const readers: Permission[] = ['products.view', 'orders.create'];

    registerResourceRoutes(app, {
      base,
      area: 'products',
      schemas: { item: productOut, listItem: productSummaryOut, listQuery: productListQuery, create: productInput },
      service,
      listPermission: readers,
      itemPermission: readers,
      switch: { actions: ['archive', 'unarchive'], set: service.setArchived },
    });

    r.get(`${base}/export.csv`, {
      config: { permission: 'products.view' },
      schema: { tags, summary: 'The filtered list as CSV (streamed; the import reads it back)', querystring: productListQuery },
      handler: async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="products.csv"')
          .header('cache-control', 'no-store')
          .send(Readable.from(await service.exportCsv(request.query))),
    });

    r.post(`${base}/import`, {
      config: {
        permission: ['products.create', 'products.update'],
        allPermissions: true,
      },
      schema: {
        tags,
        summary: 'CSV import, all or nothing: 422 with a per-row report when any row is wrong',
        body: csvFile,
        response: {
          200: z.object({ data: productImportOut }),
          422: z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional(), report: z.array(importRowError).optional() }),
        },
      },
      handler: async (request, reply) => {
        const outcome = await service.importCsv(await bytesOf(request.body.file), actorOf(request), request.locale);
        if ('report' in outcome) return reply.status(422).send(outcome);
        return { data: outcome };
      },
    });

    r.patch(`${base}/bulk`, {
      config: { permission: 'products.update' },
      schema: {
        tags,
        summary: 'Quick edit of prices and stock (products/das), one transaction',
        body: productBulkInput,
        response: { 200: z.object({ data: z.object({ updated: z.number(), message: z.string() }) }) },
      },
      handler: async (request) => ({
        data: { ...(await service.bulkUpdate(request.body, actorOf(request))), message: translateMessage(request.locale, 'messages.saved') },
      }),
    });

    r.get(`${base}/:id/children`, {
      config: { permission: readers },
      schema: { tags, params: idParam, response: { 200: z.object({ data: z.array(productChildOut) }) } },
      handler: async (request) => ({ data: await service.children(request.params.id) }),
    });

    const childOne = z.object({ data: productChildOut });
    r.patch(`${base}/:id/children/:childId`, {
      config: { permission: 'products.update' },
      schema: { tags, params: childParams, body: productChildInput, response: { 200: childOne } },
      handler: async (request) => ({
        data: await service.updateChild(request.params.id, request.params.childId, request.body, actorOf(request)),
      }),
    });

    methodOverrideRoute(app, {
      url: `${base}/:id/children/:childId`,
      tags,
      params: childParams,
      PATCH: {
        permission: 'products.update',
        body: productChildInput,
        handler: async (request, params, body) => ({ data: await service.updateChild(params.id, params.childId, body, actorOf(request)) }),
      },
    });

    // Spec §7 names `POST /dashboard/variants`: set a product's options, regenerate its variants.
    r.post('/api/dashboard/variants', {
      config: { permission: 'products.update' },
      schema: {
        tags,
        body: variantsInput,
        response: { 200: z.object({ data: z.object({ product: productOut, children: z.array(productChildOut) }) }) },
      },
      handler: async (request) => ({ data: await service.setVariants(request.body, actorOf(request)) }),
    });
  };
}
