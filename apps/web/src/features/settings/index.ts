import type { SettingsGroup } from '@matjar/shared';
import { IconSettings } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { type AppLayoutRoute, lazyPage, screen } from '../../app/route-kit';
import { defineWebModule, menuEntry } from '../../app/web-module';
import { SETTINGS_HOME_PERMISSION } from './settings-pages';

/** A settings group's own page: `/dashboard/settings/{group}`, read with `settings.view`. */
const groupRoute = <G extends SettingsGroup>(app: AppLayoutRoute, group: G, page: Parameters<typeof lazyPage>[0]) =>
  createRoute({ ...screen(app, 'settings.view', ['settings', 'common']), path: `settings/${group}` as `settings/${G}`, component: lazyPage(page) });

/**
 * The store's settings (`/dashboard/settings`): a home listing the pages the user may open,
 * and one page per settings group. Roles keep their own module at `settings/roles_permissions`.
 */
export const settingsModule = defineWebModule({
  name: 'settings',
  menu: [menuEntry({ group: 'users', key: 'settings', to: '/dashboard/settings', icon: IconSettings, permission: 'settings.view' })],
  routes: (app) => [
    createRoute({ ...screen(app, SETTINGS_HOME_PERMISSION, 'settings'), path: 'settings', component: lazyPage(() => import('./settings-home-page')) }),
    groupRoute(app, 'application_settings', () => import('./pages/application-page')),
    groupRoute(app, 'email', () => import('./pages/email-page')),
    groupRoute(app, 'themes', () => import('./pages/themes-page')),
    groupRoute(app, 'widgets', () => import('./pages/widgets-page')),
    groupRoute(app, 'social_links', () => import('./pages/social-links-page')),
    groupRoute(app, 'security', () => import('./pages/security-page')),
  ],
  history: { settings: 'layout:models.settings' },
});
