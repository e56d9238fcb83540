import { IconTicket } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listRoute, loadScreen, screen } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

const NAMESPACES = ['coupons', 'pickers'];

/** Coupons: the list, and one page to create a coupon or edit it beside its uses (spec §2: coupons, coupons/create, coupons/{coupon}). */
export const couponsModule = defineWebModule({
  name: 'coupons',
  permissionAreas: ['coupon'],
  menu: [menuEntry({ group: 'offers', key: 'coupons', to: '/dashboard/coupons', icon: IconTicket, permission: 'coupon.valid' })],
  routes: (app) => {
    const couponPage = lazyPage(() => import('./coupon-page'));
    return [
      listRoute(app, 'coupons', 'coupon.view', NAMESPACES, () => import('./coupons-page'), () =>
        import('./coupons-resource').then((m) => ({ resource: m.coupons })),
      ),
      createRoute({ ...screen(app, 'coupon.create', NAMESPACES), path: 'coupons/create', component: couponPage }),
      createRoute({
        ...screen(app, 'coupon.view', NAMESPACES),
        path: 'coupons/$coupon',
        // The coupon is read before the page shows (an unknown id is the 404 screen); its uses load on the page.
        loader: async (options) => {
          await loadScreen(NAMESPACES)(options);
          const [{ coupons }, { resourceRecordOptions }] = await Promise.all([import('./coupons-resource'), import('../../components/resource/resource-queries')]);
          await options.context.queryClient.ensureQueryData(resourceRecordOptions(coupons, Number(options.params.coupon)));
        },
        component: couponPage,
      }),
    ];
  },
  history: { coupons: 'layout:models.coupons' },
});
