import {
  notificationAction, notificationListMeta, notificationListQuery, notificationOut, streamQuery, streamTicketOut,
} from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, messageIn, messageOut } from '../../lib/answers.js';
import { authOf } from '../../plugins/guard.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];

/**
 * The caller's own notifications (any signed-in user: `permission: null`), spec §7's
 * `POST /api/notifications`, and the live event stream with its single-use ticket.
 */
export const notificationsRoutes = (service: NotificationsService) => async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await service.ready;
  // Open streams would hold the server's close forever: end them first.
  app.addHook('preClose', async () => service.close());

  r.get('/api/dashboard/notifications', {
    config: { permission: null },
    schema: { tags, querystring: notificationListQuery, response: { 200: z.object({ data: z.array(notificationOut), meta: notificationListMeta }) } },
    handler: (request) => service.list(authOf(request).userId, request.query),
  });

  r.post('/api/notifications', {
    config: { permission: null },
    schema: { tags, body: notificationAction, response: { 200: messageOut } },
    handler: async (request) => {
      await service.act(authOf(request).userId, request.body);
      return messageIn(request, request.body.method === 'delete' ? 'messages.deleted' : 'messages.saved');
    },
  });

  r.post('/api/dashboard/notifications/ticket', {
    config: { permission: null },
    schema: { tags, response: { 200: dataOf(streamTicketOut) } },
    handler: async (request) => {
      const auth = authOf(request);
      return { data: await service.streamTicket(auth.userId, auth.sessionId) };
    },
  });

  // Authenticated by the ticket (an EventSource cannot send a bearer header), hence public.
  // No HEAD twin: a HEAD would spend the ticket and hold a stream with no body to read.
  r.get('/api/notifications/stream', {
    exposeHeadRoute: false,
    config: { public: true },
    schema: { tags, querystring: streamQuery },
    handler: async (request, reply) => {
      const owner = await service.claim(request.query.ticket);
      // The stream is written straight to the socket: no onSend hook (compression, JSON) sees it.
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // HTTP/2 has no connection header (each stream lives on a shared connection).
        ...(request.raw.httpVersionMajor < 2 ? { connection: 'keep-alive' } : {}),
        // nginx and its kin buffer answers unless told not to.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      await service.serve(owner, reply.raw, request.headers['last-event-id']);
    },
  });
};
