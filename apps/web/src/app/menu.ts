import type { Me, Permission } from '@matjar/shared';
import { can } from '@matjar/shared';
import {
  IconCategory,
  IconCoin,
  IconHistory,
  IconHome,
  IconMap2,
  IconMessages,
  IconPackage,
  IconReceipt,
  IconRuler2,
  IconShieldLock,
  IconTag,
  IconUserHeart,
  IconUsers,
} from '@tabler/icons-react';
import type { NavGroup, NavItem } from '../layouts/dashboard-layout/nav-types';

/** The home page's requirement, shared by its menu entry and its route. */
export const HOME_PERMISSION: Permission[] = ['dashboard.*', 'customers.*'];

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
      {
        key: 'customers',
        label: 'layout:menu.items.customers',
        description: 'layout:menu.descriptions.customers',
        to: '/dashboard/customers',
        icon: IconUserHeart,
        permission: 'customers.*',
      },
    ],
  },
  {
    key: 'basicData',
    label: 'layout:menu.groups.basicData',
    items: [
      {
        key: 'countries',
        label: 'layout:menu.items.countries',
        description: 'layout:menu.descriptions.countries',
        to: '/dashboard/countries',
        icon: IconMap2,
        permission: 'countries.*',
      },
      {
        key: 'currency',
        label: 'layout:menu.items.currency',
        description: 'layout:menu.descriptions.currency',
        to: '/dashboard/currency',
        icon: IconCoin,
        permission: 'currencies.*',
      },
      {
        key: 'units',
        label: 'layout:menu.items.units',
        description: 'layout:menu.descriptions.units',
        to: '/dashboard/units',
        icon: IconRuler2,
        permission: 'units.*',
      },
      {
        key: 'categories',
        label: 'layout:menu.items.categories',
        description: 'layout:menu.descriptions.categories',
        to: '/dashboard/categories',
        icon: IconCategory,
        permission: 'categories.*',
      },
      {
        key: 'brands',
        label: 'layout:menu.items.brands',
        description: 'layout:menu.descriptions.brands',
        to: '/dashboard/brands',
        icon: IconTag,
        permission: 'brands.*',
      },
      {
        key: 'products',
        label: 'layout:menu.items.products',
        description: 'layout:menu.descriptions.products',
        to: '/dashboard/products',
        icon: IconPackage,
        permission: 'products.*',
      },
    ],
  },
  // Spec order: Basic data, Offers (not built yet), Orders, Content, Users.
  {
    key: 'orders',
    label: 'layout:menu.groups.orders',
    items: [
      {
        key: 'orders',
        label: 'layout:menu.items.orders',
        description: 'layout:menu.descriptions.orders',
        to: '/dashboard/orders',
        icon: IconReceipt,
        permission: 'orders.*',
      },
      {
        key: 'comments',
        label: 'layout:menu.items.comments',
        description: 'layout:menu.descriptions.comments',
        to: '/dashboard/comments',
        icon: IconMessages,
        permission: 'comments.*',
      },
    ],
  },
  {
    key: 'users',
    label: 'layout:menu.groups.users',
    items: [
      {
        key: 'users',
        label: 'layout:menu.items.users',
        description: 'layout:menu.descriptions.users',
        to: '/dashboard/users',
        icon: IconUsers,
        permission: 'users.*',
      },
      {
        key: 'logs',
        label: 'layout:menu.items.logs',
        description: 'layout:menu.descriptions.logs',
        to: '/dashboard/logs',
        icon: IconHistory,
        permission: 'models-history.all',
      },
      {
        key: 'roles',
        label: 'layout:menu.items.roles',
        description: 'layout:menu.descriptions.roles',
        to: '/dashboard/settings/roles_permissions',
        icon: IconShieldLock,
        permission: 'roles.*',
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
