import { IconSpeakerphone } from '@tabler/icons-react';
import { listRoute } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';

/** Ads in the store's slots (`/dashboard/ads`). */
export const adsModule = defineWebModule({
  name: 'ads',
  menu: [menuEntry({ group: 'content', key: 'ads', to: '/dashboard/ads', icon: IconSpeakerphone, permission: 'ads.*' })],
  routes: (app) => [listRoute(app, 'ads', 'ads.view', 'ads', () => import('./ads-page'))],
  history: { ads: 'layout:models.ads' },
});
