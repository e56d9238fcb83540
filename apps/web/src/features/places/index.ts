import { IconMap2 } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazyPage, listScreen } from '../../app/route-kit';
import { defineWebModule } from '../../app/web-module';

/** Countries, their governorates and cities with the shipping fees (`countries.*` covers all three). */
export const placesModule = defineWebModule({
  name: 'places',
  namespace: 'places',
  permissionAreas: ['countries'],
  menu: [{ group: 'basicData', key: 'countries', to: '/dashboard/countries', icon: IconMap2, permission: 'countries.*' }],
  routes: (app) => {
    const places = listScreen(app, 'countries.view', 'places');
    return [
      createRoute({ ...places, path: 'countries', component: lazyPage(() => import('./countries-page')) }),
      createRoute({ ...places, path: 'countries/$country/governorates', component: lazyPage(() => import('./governorates-page')) }),
      createRoute({
        ...places,
        path: 'countries/$country/governorates/$governorate/cities',
        component: lazyPage(() => import('./cities-page')),
      }),
    ];
  },
  history: { countries: 'layout:models.countries', governorates: 'layout:models.governorates', cities: 'layout:models.cities' },
});
