import {
  idParam, ticketCodeParam, ticketDetailOut, ticketInput, ticketListQuery, ticketOut, ticketReplyInput, ticketReplyOut, ticketStatusInput,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '../../lib/answers.js';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import { callerOf } from '../users/index.js';
import type { TicketsService } from './tickets.service.js';

const tags = ['support'];
const base = '/api/dashboard/tickets';

/**
 * The standard calls (permission area `support`) as the caller sees them, the ticket by its
 * code, replies, and status moves.
 */
export const ticketsRoutes = (service: TicketsService) => async (app: FastifyInstance) => {
  registerResourceRoutes(app, {
    base,
    area: 'support',
    batchKey: 'tickets',
    tags,
    // Every answer about one ticket carries its conversation (ARCHITECTURE: answers add `replies`); list rows count them.
    schemas: { item: ticketDetailOut, listItem: ticketOut, listQuery: ticketListQuery, create: ticketInput },
    service: (request) => service.forCaller(callerOf(request)),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${base}/code/:code`, {
    config: { permission: 'support.view' },
    schema: { tags, params: ticketCodeParam, response: { 200: dataOf(ticketDetailOut) } },
    handler: async (request) => ({ data: await service.byCode(request.params.code, callerOf(request).userId) }),
  });

  // The author of a ticket (support.create) answers in its conversation as staff (support.update) do.
  r.post(`${base}/:id/replies`, {
    config: { permission: ['support.create', 'support.update'] },
    schema: { tags, params: idParam, body: ticketReplyInput, response: { 201: dataOf(ticketReplyOut) } },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await service.reply(request.params.id, request.body, callerOf(request)) }),
  });

  r.post(`${base}/:id/status`, {
    config: { permission: 'support.update' },
    schema: { tags, params: idParam, body: ticketStatusInput, response: { 200: dataOf(ticketDetailOut) } },
    handler: async (request) => ({ data: await service.setStatus(request.params.id, request.body.status, callerOf(request)) }),
  });
};
