import { IconMap2 } from '@tabler/icons-react';
import { listRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

/** Countries, their governorates and cities with the shipping fees (`countries.*` covers all three). */
export const placesModule = defineWebModule({
  name: 'places',
  permissionAreas: ['countries'],
  menu: [menuEntry({ group: 'basicData', key: 'countries', to: '/dashboard/countries', icon: IconMap2, permission: 'countries.*' })],
  routes: (app) => [
    listRoute(app, 'countries', 'countries.view', 'places', () => import('./countries-page')),
    listRoute(app, 'countries/$country/governorates', 'countries.view', 'places', () => import('./governorates-page')),
    listRoute(app, 'countries/$country/governorates/$governorate/cities', 'countries.view', 'places', () => import('./cities-page')),
  ],
  history: { countries: 'layout:models.countries', governorates: 'layout:models.governorates', cities: 'layout:models.cities' },
});
