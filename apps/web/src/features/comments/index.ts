import { IconMessages } from '@tabler/icons-react';
import { listRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

/** Every staff comment on orders (`/dashboard/comments`). */
export const commentsModule = defineWebModule({
  name: 'comments',
  menu: [menuEntry({ group: 'orders', key: 'comments', to: '/dashboard/comments', icon: IconMessages, permission: 'comments.*' })],
  routes: (app) => [listRoute(app, 'comments', 'comments.view', ['comments', 'pickers'], () => import('./comments-page'))],
  history: { order_comments: 'layout:models.order_comments' },
});
