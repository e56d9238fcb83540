import { IconMessages } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listScreen } from '../../app/route-kit';
import { defineWebModule } from '../../app/web-module';

/** Every staff comment on orders (`/dashboard/comments`). */
export const commentsModule = defineWebModule({
  name: 'comments',
  namespace: 'comments',
  permissionAreas: ['comments'],
  menu: [{ group: 'orders', key: 'comments', to: '/dashboard/comments', icon: IconMessages, permission: 'comments.*' }],
  routes: (app) => [
    createRoute({ ...listScreen(app, 'comments.view', ['comments', 'pickers']), path: 'comments', component: lazyPage(() => import('./comments-page')) }),
  ],
  history: { order_comments: 'layout:models.order_comments' },
});
