/**
 * The dashboard's list screens, as paths under `/dashboard/` in the router's notation (`$name`
 * stands for one segment). A list shows the data table with its toolbar and paging, whose code
 * a record's page does not load: the server preloads it on these paths only
 * (apps/api/src/plugins/spa.ts). A web unit test checks that the router's list routes are
 * exactly these.
 */
export const LIST_SCREENS = [
  'ads',
  'brands',
  'categories',
  'categories/$category',
  'comments',
  'countries',
  'countries/$country/governorates',
  'countries/$country/governorates/$governorate/cities',
  'coupons',
  'currency',
  'customers',
  'logs',
  'offers',
  'orders',
  'products',
  'products/das',
  'settings/roles_permissions',
  'slider',
  'support',
  'units',
  'users',
] as const;

/** Whether a path under `/dashboard/` (`products`, `countries/3/governorates`) is a list screen's. */
export function isListScreen(path: string): boolean {
  const segments = path.split('/');
  return LIST_SCREENS.some((list) => {
    const parts = list.split('/');
    return parts.length === segments.length && parts.every((part, index) => (part.startsWith('$') ? segments[index] !== '' : part === segments[index]));
  });
}
