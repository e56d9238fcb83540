import { TICKET_CODE_PATTERN } from '@matjar/shared';
import { IconLifebuoy } from '@tabler/icons-react';
import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage, listRoute, screen } from '../../app/route-kit';
import { defineWebModule } from '../../app/web-module';
import { i18n } from '../../lib/i18n/i18n';

const NAMESPACES = ['support'];

/** Support tickets: the list, a new ticket, and a ticket's conversation, by id or by the code a notification names. */
export const supportModule = defineWebModule({
  name: 'support',
  menu: [{ group: 'support', key: 'support', to: '/dashboard/support', icon: IconLifebuoy, permission: 'support.*' }],
  routes: (app) => [
    listRoute(app, 'support', 'support.view', NAMESPACES, () => import('./support-page'), () =>
      import('./tickets-resource').then((m) => ({ resource: m.tickets, filterKeys: m.TICKET_FILTER_KEYS })),
    ),
    createRoute({ ...screen(app, 'support.create', NAMESPACES), path: 'support/create', component: lazyPage(() => import('./ticket-create-page')) }),
    createRoute({ ...screen(app, 'support.view', NAMESPACES), path: 'support/$ticket', component: lazyPage(() => import('./ticket-page')) }),
    createRoute({
      ...screen(app, 'support.view', NAMESPACES),
      path: 'tickets/$code',
      loader: ({ params }) => {
        // Not a code the API could have made (`TK-` and 6 characters): the 404 screen.
        if (!TICKET_CODE_PATTERN.test(params.code.toUpperCase())) throw notFound();
        return i18n.loadNamespaces(NAMESPACES);
      },
      component: lazyPage(() => import('./ticket-by-code-page')),
    }),
  ],
  history: { tickets: 'layout:models.tickets' },
});
