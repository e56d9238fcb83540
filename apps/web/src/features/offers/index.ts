import { IconDiscount } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listRoute, loadScreen, screen } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

const NAMESPACES = ['offers', 'pickers'];

/** Offers and flash sales: the list, and one page to create or edit an offer (spec §2: offers, offers/create, offers/{offer}). */
export const offersModule = defineWebModule({
  name: 'offers',
  menu: [menuEntry({ group: 'offers', key: 'offers', to: '/dashboard/offers', icon: IconDiscount, permission: 'offers.*' })],
  routes: (app) => {
    const offerFormPage = lazyPage(() => import('./offer-form-page'));
    return [
      listRoute(app, 'offers', 'offers.view', NAMESPACES, () => import('./offers-page'), () =>
        import('./offers-resource').then((m) => ({ resource: m.offers, filterKeys: m.OFFER_FILTER_KEYS })),
      ),
      createRoute({ ...screen(app, 'offers.create', NAMESPACES), path: 'offers/create', component: offerFormPage }),
      createRoute({
        ...screen(app, 'offers.update', NAMESPACES),
        path: 'offers/$offer',
        // The offer is read before the page shows (an unknown id is the 404 screen).
        loader: async (options) => {
          await loadScreen(NAMESPACES)(options);
          const [{ offers }, { resourceRecordOptions }] = await Promise.all([import('./offers-resource'), import('../../components/resource/resource-queries')]);
          await options.context.queryClient.ensureQueryData(resourceRecordOptions(offers, Number(options.params.offer)));
        },
        component: offerFormPage,
      }),
    ];
  },
  history: { offers: 'layout:models.offers' },
});
