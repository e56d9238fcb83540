import { idParam, listMeta, orderCommentInput, orderCommentListQuery, orderCommentOut } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageIn, messageOut } from '../../lib/answers.js';
import { actorOf } from '../../plugins/guard.js';
import type { OrderCommentsService } from './order-comments.service.js';

/** `comments` is the spec's name of the screen and the permission area. */
export function orderCommentsRoutes(service: OrderCommentsService) {
  return async (app: FastifyInstance) => {
    const base = '/api/dashboard/comments';
    const tags = ['comments'];
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(base, {
      config: { permission: 'comments.view' },
      schema: { tags, querystring: orderCommentListQuery, response: { 200: z.object({ data: z.array(orderCommentOut), meta: listMeta }) } },
      handler: (request) => service.list(request.query, request.locale),
    });

    r.post(base, {
      config: { permission: 'comments.create' },
      schema: { tags, body: orderCommentInput, response: { 201: z.object({ data: orderCommentOut }) } },
      handler: async (request, reply) => reply.status(201).send({ data: await service.create(request.body, actorOf(request)) }),
    });

    r.delete(`${base}/:id`, {
      config: { permission: 'comments.delete' },
      schema: { tags, params: idParam, response: { 200: messageOut } },
      handler: async (request) => {
        await service.remove([request.params.id], actorOf(request), request.locale);
        return messageIn(request, 'messages.deleted');
      },
    });
  };
}
