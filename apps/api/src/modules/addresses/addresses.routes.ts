import { addressInput, addressOut, customerAddressParam, requiredId } from '@matjar/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageIn, messageOut } from '../../lib/answers.js';
import { actorOf } from '../../plugins/guard.js';
import type { AddressesService } from './addresses.service.js';

const tags = ['customer-addresses'];
const customerParam = z.object({ customerId: requiredId });
const one = z.object({ data: addressOut });

/** The calls of spec §7: `GET` and `POST /api/dashboard/customer-addresses/{customerId}`, plus delete. */
export function addressesRoutes(service: AddressesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/api/dashboard/customer-addresses/:customerId';

    r.get(base, {
      config: { permission: 'customers.view' },
      schema: { tags, params: customerParam, response: { 200: z.object({ data: z.array(addressOut) }) } },
      handler: async (request) => ({ data: await service.list(request.params.customerId) }),
    });

    r.post(base, {
      config: { permission: 'customers.update' },
      schema: { tags, params: customerParam, body: addressInput, response: { 200: one, 201: one } },
      handler: async (request, reply) => {
        const { address, created } = await service.save(request.params.customerId, request.body, actorOf(request));
        return reply.status(created ? 201 : 200).send({ data: address });
      },
    });

    r.delete(`${base}/:id`, {
      config: { permission: 'customers.update' },
      schema: { tags, params: customerAddressParam, response: { 200: messageOut } },
      handler: async (request) => {
        await service.remove(request.params.customerId, request.params.id, actorOf(request), request.locale);
        return messageIn(request, 'messages.deleted');
      },
    });
  };
}
