import type { ApiModule } from '../module.js';
import { orderCommentsRoutes } from './order-comments.routes.js';
import { createOrderCommentsService } from './order-comments.service.js';

/** Staff comments on orders: `comments` is the spec's name of the screen and of the area. */
export const orderCommentsModule: ApiModule = {
  name: 'order-comments',
  permissionAreas: ['comments'],
  routes: ({ db }) => orderCommentsRoutes(createOrderCommentsService(db)),
};
