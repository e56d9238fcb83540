import {
  ORDER_TRANSITIONS, SHIPPING_STATUSES, bulkStatusInput, idParam, listMeta, messageCatalogues, orderInput, orderListQuery, orderOut, orderQuoteOut,
  orderRowOut, paymentStatusInput, rejectInput, shippingStatusInput, shippingStatusOut, transitionInput,
  MANUAL_SHIPPING_STATUSES,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageIn, messageOut } from '../../lib/answers.js';
import { actorOf } from '../../plugins/guard.js';
import type { OrderInvoices } from './order-invoices.js';
import type { OrderTransitions } from './order-transitions.js';
import type { OrdersService } from './orders.service.js';

const base = '/api/dashboard/orders';
const tags = ['orders'];
const one = z.object({ data: orderOut });

/** Every state, its label in both languages, and whether staff pick it by hand (with a reason). */
const shippingStates = SHIPPING_STATUSES.map((key) => ({
  key,
  name: { en: messageCatalogues.en.orders[`shipping_${key}`], ar: messageCatalogues.ar.orders[`shipping_${key}`] },
  is_manual: (MANUAL_SHIPPING_STATUSES as readonly string[]).includes(key),
  needs_reason: key === 'postponed',
}));

export function ordersRoutes(orders: OrdersService, transitions: OrderTransitions, invoices: OrderInvoices) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(base, {
      config: { permission: 'orders.view' },
      schema: { tags, querystring: orderListQuery, response: { 200: z.object({ data: z.array(orderRowOut), meta: listMeta }) } },
      handler: (request) => orders.list(request.query, request.locale),
    });

    r.get(`${base}/:id`, {
      config: { permission: 'orders.view' },
      schema: { tags, params: idParam, response: { 200: one } },
      handler: async (request) => ({ data: await orders.get(request.params.id, request.locale) }),
    });

    r.post(base, {
      config: { permission: 'orders.create' },
      schema: { tags, body: orderInput, response: { 201: one } },
      handler: async (request, reply) => reply.status(201).send({ data: await orders.create(request.body, actorOf(request), request.locale) }),
    });

    // Registered before `/:id`; the same permission as placing the order it prices.
    r.post(`${base}/quote`, {
      config: { permission: 'orders.create' },
      schema: { tags, body: orderInput, response: { 200: z.object({ data: orderQuoteOut }) } },
      handler: async (request) => ({ data: await orders.quote(request.body) }),
    });

    r.delete(`${base}/:id`, {
      config: { permission: 'orders.delete' },
      schema: { tags, params: idParam, response: { 200: messageOut } },
      handler: async (request) => {
        await orders.remove(request.params.id, actorOf(request), request.locale);
        return messageIn(request, 'messages.deleted');
      },
    });

    // All or nothing; registered before `/:id/...` reads it as an id.
    r.post(`${base}/bulk-status`, {
      config: { permission: 'orders.update' },
      schema: { tags, body: bulkStatusInput, response: { 200: z.object({ data: z.array(orderRowOut) }) } },
      handler: async (request) => ({ data: await transitions.bulk(request.body, actorOf(request), request.locale) }),
    });

    for (const action of ORDER_TRANSITIONS.filter((a) => a !== 'reject')) {
      r.post(`${base}/:id/${action}`, {
        config: { permission: 'orders.update' },
        // The confirmations send no body, or a staff note.
        schema: { tags, params: idParam, body: transitionInput, response: { 200: one } },
        handler: async (request) => ({
          data: await transitions.transition(request.params.id, action, { note: request.body.note ?? null }, actorOf(request), request.locale),
        }),
      });
    }

    r.post(`${base}/:id/reject`, {
      config: { permission: 'orders.update' },
      schema: { tags, params: idParam, body: rejectInput, response: { 200: one } },
      handler: async (request) => ({
        data: await transitions.transition(request.params.id, 'reject', { reason: request.body.reason, note: request.body.note ?? null }, actorOf(request), request.locale),
      }),
    });

    r.post(`${base}/:id/shipping-status`, {
      config: { permission: 'orders.update' },
      schema: { tags, params: idParam, body: shippingStatusInput, response: { 200: one } },
      handler: async (request) => ({ data: await transitions.setShipping(request.params.id, request.body, actorOf(request), request.locale) }),
    });

    r.post(`${base}/:id/payment-status`, {
      config: { permission: 'orders.update' },
      schema: { tags, params: idParam, body: paymentStatusInput, response: { 200: one } },
      handler: async (request) => ({ data: await transitions.setPayment(request.params.id, request.body, actorOf(request), request.locale) }),
    });

    r.post(`${base}/:id/invoice`, {
      config: { permission: 'invoices.create' },
      schema: { tags, params: idParam, response: { 201: one } },
      handler: async (request, reply) => reply.status(201).send({ data: await invoices.create(request.params.id, actorOf(request), request.locale) }),
    });

    r.delete(`${base}/:id/invoice`, {
      config: { permission: 'invoices.delete' },
      schema: { tags, params: idParam, response: { 200: one } },
      handler: async (request) => ({ data: await invoices.remove(request.params.id, actorOf(request), request.locale) }),
    });

    r.get('/api/dashboard/shipping-status', {
      config: { permission: ['orders.view', 'comments.view'] },
      schema: { tags, response: { 200: z.object({ data: z.array(shippingStatusOut) }) } },
      handler: async () => ({ data: shippingStates }),
    });
  };
}
