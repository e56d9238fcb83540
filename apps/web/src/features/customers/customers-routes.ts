import { createRoute, redirect } from '@tanstack/react-router';
import { checkPathIds, lazyPage, listRoute, listScreen, requirePermission, type AppLayoutRoute } from '../../app/route-kit';

/** The customer page: header and tabs; its child routes fill the tab (spec §2: `addresess`, `carts`). */
const customerRoute = (app: AppLayoutRoute) =>
  createRoute({
    ...listScreen(app, 'customers.view', 'customers'),
    path: 'customers/$customer',
    component: lazyPage(() => import('./customer-page')),
  });

/** The correct spelling leads to the spec's (`addresses/create` → `addresess/create`). */
function toSpecSpelling({ location }: { location: { href: string } }): never {
  throw redirect({ href: location.href.replace('/addresses', '/addresess'), replace: true });
}

/** The tabs of a customer's page: the addresses (the spec spells them `addresess`), their form, the cart. */
function customerTabs(customer: ReturnType<typeof customerRoute>) {
  const addressesPage = lazyPage(() => import('./customer-addresses-page'));
  const addressFormPage = lazyPage(() => import('./address-form-page'));
  const tab = { getParentRoute: () => customer };
  const edits = { ...tab, beforeLoad: requirePermission('customers.update') };
  return [
    createRoute({ ...tab, path: '/', component: addressesPage }),
    createRoute({ ...tab, path: 'addresess', component: addressesPage }),
    createRoute({ ...edits, path: 'addresess/create', component: addressFormPage }),
    createRoute({ ...edits, path: 'addresess/$id', loader: ({ params }) => checkPathIds({ id: params.id }), component: addressFormPage }),
    createRoute({ ...tab, path: 'addresses/$', beforeLoad: toSpecSpelling }),
    createRoute({ ...tab, path: 'carts', component: lazyPage(() => import('./customer-cart-page')) }),
  ];
}

/** The list, and each customer's page with its tabs. */
export function customersRoutes(app: AppLayoutRoute) {
  const customer = customerRoute(app);
  return [
    listRoute(app, 'customers', 'customers.view', 'customers', () => import('./customers-page')),
    customer.addChildren(customerTabs(customer)),
  ];
}
