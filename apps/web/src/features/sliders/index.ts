import { IconSlideshow } from '@tabler/icons-react';
import { listRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

/** The slides of the store's main and about sliders (`/dashboard/slider`, the spec's spelling). */
export const slidersModule = defineWebModule({
  name: 'sliders',
  menu: [menuEntry({ group: 'content', key: 'slider', to: '/dashboard/slider', icon: IconSlideshow, permission: 'sliders.*' })],
  routes: (app) => [listRoute(app, 'slider', 'sliders.view', 'sliders', () => import('./sliders-page'))],
  history: { sliders: 'layout:models.sliders' },
});
