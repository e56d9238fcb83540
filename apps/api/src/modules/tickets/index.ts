import type { ApiModule } from '../module.js';
import { notificationsOf } from '../notifications/index.js';
import { seedTickets } from './tickets.seed.js';
import { ticketsRoutes } from './tickets.routes.js';
import { createTicketsService } from './tickets.service.js';

/** Support tickets (`/api/dashboard/tickets`, permission area `support`). */
export const ticketsModule: ApiModule = {
  name: 'tickets',
  permissionAreas: ['support'],
  routes: (context) => {
    const service = createTicketsService(context.db, context.media, notificationsOf(context));
    return async (app) => {
      // Before the first request: pictures an earlier release kept public become private.
      await service.hideAttachments();
      await ticketsRoutes(service)(app);
    };
  },
  seed: seedTickets,
};
