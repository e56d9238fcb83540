import { IconLifebuoy } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listRoute, screen } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';
import { i18n } from '../../lib/i18n/i18n';

// Nothing of the tickets' schemas here: this file is in the first bundle, and they bring the
// phone-number library with them.
const NAMESPACES = ['support'];

/** Support tickets: the list, a new ticket, and a ticket's conversation, by id or by the code a notification names. */
export const supportModule = defineWebModule({
  name: 'support',
  menu: [menuEntry({ group: 'support', key: 'support', to: '/dashboard/support', icon: IconLifebuoy, permission: 'support.*' })],
  routes: (app) => [
    listRoute(app, 'support', 'support.view', NAMESPACES, () => import('./support-page'), () =>
      import('./tickets-resource').then((m) => ({ resource: m.tickets, filterKeys: m.TICKET_FILTER_KEYS })),
    ),
    createRoute({ ...screen(app, 'support.create', NAMESPACES), path: 'support/create', component: lazyPage(() => import('./ticket-create-page')) }),
    createRoute({ ...screen(app, 'support.view', NAMESPACES), path: 'support/$ticket', component: lazyPage(() => import('./ticket-page')) }),
    createRoute({
      ...screen(app, 'support.view', NAMESPACES),
      path: 'tickets/$code',
      // The path holds a code, not an id (the page checks it): only the catalogue to load.
      loader: () => i18n.loadNamespaces(NAMESPACES),
      component: lazyPage(() => import('./ticket-by-code-page')),
    }),
  ],
  history: { tickets: 'layout:models.tickets' },
});
