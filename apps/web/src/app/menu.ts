import type { Me, Permission } from '@matjar/shared';
import { can } from '@matjar/shared';
import { IconHome } from '@tabler/icons-react';
import type { NavGroup, NavItem } from '../layouts/dashboard-layout/nav-types';
import { webModules } from './modules';
import { MENU_GROUPS, type MenuGroup } from './web-module';

/** The home page's requirement, shared by its menu entry and its route. */
export const HOME_PERMISSION: Permission[] = ['dashboard.*', 'customers.*'];

const home: NavItem = {
  key: 'home',
  label: 'layout:menu.items.home',
  description: 'layout:menu.descriptions.home',
  to: '/dashboard',
  icon: IconHome,
  permission: HOME_PERMISSION,
};

type Entry = Omit<NavItem, 'label' | 'description'> & { group: MenuGroup };

/** Every module's sidebar entries, in the registry's order; each path is checked against the route tree here. */
const entries: readonly Entry[] = webModules.flatMap((module): readonly Entry[] => module.menu);

/**
 * The sidebar (spec §2 "Sidebar groups", permissions of spec §6): the home entry, then each
 * group's module entries. A group nobody can see is hidden.
 */
export const menu: readonly NavGroup[] = MENU_GROUPS.map((group) => ({
  key: group,
  label: `layout:menu.groups.${group}`,
  items: [
    ...(group === 'dashboard' ? [home] : []),
    ...entries
      .filter((entry) => entry.group === group)
      .map(({ group: _group, ...item }) => ({
        ...item,
        label: `layout:menu.items.${item.key}`,
        description: `layout:menu.descriptions.${item.key}`,
      })),
  ],
}));

export function visibleMenu(user: Me | undefined): NavGroup[] {
  return menu
    .map((group) => ({ ...group, items: group.items.filter((item) => can(user, item.permission)) }))
    .filter((group) => group.items.length > 0);
}

/** A user's landing page: the first entry they may see (spec: "first menu entry"). */
export function firstVisibleItem(user: Me | undefined): NavItem | undefined {
  return visibleMenu(user)[0]?.items[0];
}
