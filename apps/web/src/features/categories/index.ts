import { IconCategory } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listRoute, listScreen, loadScreen } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';
import { categoryQueryOptions } from './api/category-query';

/** Categories: the list (`/dashboard/categories`) and each category's page. */
export const categoriesModule = defineWebModule({
  name: 'categories',
  menu: [menuEntry({ group: 'basicData', key: 'categories', to: '/dashboard/categories', icon: IconCategory, permission: 'categories.*' })],
  routes: (app) => [
    listRoute(app, 'categories', 'categories.view', 'categories', () => import('./categories-page')),
    // A category's page; an unknown id shows the 404 screen with the server's message.
    createRoute({
      ...listScreen(app, 'categories.view', 'categories'),
      path: 'categories/$category',
      loader: ({ context, params }) =>
        Promise.all([loadScreen('categories')({ params }), context.queryClient.ensureQueryData(categoryQueryOptions(Number(params.category)))]),
      component: lazyPage(() => import('./category-page')),
    }),
  ],
  history: { categories: 'layout:models.categories' },
});
