import {
  idParam, ticketAttachmentParams, ticketAttachmentQuery, ticketCodeParam, ticketDetailOut, ticketInput, ticketListQuery, ticketOut,
  ticketReplyInput, ticketReplyOut, ticketStatusInput,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '../../lib/answers.js';
import { registerResourceRoutes } from '../../lib/resource-routes.js';
import { sendImage } from '../media/index.js';
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

  // A ticket's pictures are the store's correspondence: only for those who may read the
  // ticket, and kept by no shared cache (the browser checks back each time: 304 while unchanged).
  r.get(`${base}/:id/attachments/:attachment`, {
    config: { permission: 'support.view' },
    schema: { tags, params: ticketAttachmentParams, querystring: ticketAttachmentQuery },
    handler: async (request, reply) => {
      const { id, attachment } = request.params;
      const found = await service.attachment(id, attachment, request.query.size);
      return sendImage(request, reply, found.file, `${request.query.size}-${found.image.slice(0, 32)}`, 'private, no-cache');
    },
  });

  r.post(`${base}/:id/status`, {
    config: { permission: 'support.update' },
    schema: { tags, params: idParam, body: ticketStatusInput, response: { 200: dataOf(ticketDetailOut) } },
    handler: async (request) => ({ data: await service.setStatus(request.params.id, request.body.status, callerOf(request)) }),
  });
};
