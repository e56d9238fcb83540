import type { Me } from '@matjar/shared';
import { can } from '@matjar/shared';
import { IconHome, IconRuler2 } from '@tabler/icons-react';
import type { NavGroup, NavItem } from '../layouts/dashboard-layout/nav-types';

/** The home page's requirement, shared by its menu entry and its route. */
export const HOME_PERMISSION = ['dashboard.*', 'customers.*'];

/**
 * The sidebar, declared once (spec §2 "Sidebar groups", permissions of spec §6). An entry
 * is added here when its feature exists; a group nobody can see is hidden.
 */
export const menu: readonly NavGroup[] = [
  {
    key: 'dashboard',
    label: 'layout:menu.groups.dashboard',
    items: [
      {
        key: 'home',
        label: 'layout:menu.items.home',
        description: 'layout:menu.descriptions.home',
        to: '/dashboard',
        icon: IconHome,
        permission: HOME_PERMISSION,
      },
    ],
  },
  {
    key: 'basicData',
    label: 'layout:menu.groups.basicData',
    items: [
      {
        key: 'units',
        label: 'layout:menu.items.units',
        description: 'layout:menu.descriptions.units',
        to: '/dashboard/units',
        icon: IconRuler2,
        permission: 'units.*',
      },
    ],
  },
];

export function visibleMenu(user: Me | undefined): NavGroup[] {
  return menu
    .map((group) => ({ ...group, items: group.items.filter((item) => can(user, item.permission)) }))
    .filter((group) => group.items.length > 0);
}

/** A user's landing page: the first entry they may see (spec: "first menu entry"). */
export function firstVisibleItem(user: Me | undefined): NavItem | undefined {
  return visibleMenu(user)[0]?.items[0];
}
