/**
 * Every permission Matjar knows, declared once. Areas follow spec §6; each area has the
 * CRUD actions `{area}.view|create|update|delete` unless it says otherwise, plus the
 * spec's own strings (`coupon.valid`, `models-history.all`, ...). See docs/permissions.md.
 */
export type Bilingual = { en: string; ar: string };

export interface PermissionArea {
  area: string;
  label: Bilingual;
  actions: readonly string[];
}

const crud = ['view', 'create', 'update', 'delete'] as const;

export const permissionAreas = [
  { area: 'dashboard', label: { en: 'My dashboard', ar: 'لوحتي' }, actions: ['view'] },
  { area: 'customers', label: { en: 'Customers', ar: 'العملاء' }, actions: crud },
  {
    area: 'reports',
    label: { en: 'Reports', ar: 'التقارير' },
    actions: ['view', 'top_customer', 'product_views', 'product_aut_of_stouk', 'product_most_selling'],
  },
  { area: 'countries', label: { en: 'Countries', ar: 'الدول' }, actions: crud },
  { area: 'currencies', label: { en: 'Currencies', ar: 'العملات' }, actions: crud },
  { area: 'units', label: { en: 'Units', ar: 'الوحدات' }, actions: crud },
  { area: 'categories', label: { en: 'Categories', ar: 'الأقسام' }, actions: crud },
  { area: 'brands', label: { en: 'Brands', ar: 'العلامات التجارية' }, actions: crud },
  { area: 'products', label: { en: 'Products', ar: 'المنتجات' }, actions: crud },
  { area: 'offers', label: { en: 'Offers', ar: 'العروض' }, actions: crud },
  { area: 'coupon', label: { en: 'Coupons', ar: 'الكوبونات' }, actions: ['valid', ...crud] },
  { area: 'orders', label: { en: 'Orders', ar: 'الطلبات' }, actions: crud },
  { area: 'comments', label: { en: 'Order comments', ar: 'تعليقات الطلبات' }, actions: crud },
  { area: 'ads', label: { en: 'Ads', ar: 'الإعلانات' }, actions: crud },
  { area: 'pages', label: { en: 'Pages', ar: 'الصفحات' }, actions: crud },
  { area: 'sliders', label: { en: 'Sliders', ar: 'السلايدر' }, actions: crud },
  { area: 'menus', label: { en: 'Menus', ar: 'القوائم' }, actions: crud },
  { area: 'support', label: { en: 'Support tickets', ar: 'تذاكر الدعم' }, actions: crud },
  { area: 'invoices', label: { en: 'Invoices', ar: 'الفواتير' }, actions: crud },
  { area: 'users', label: { en: 'Users', ar: 'المستخدمون' }, actions: [...crud, 'impersonate'] },
  { area: 'roles', label: { en: 'Roles and permissions', ar: 'الأدوار والصلاحيات' }, actions: crud },
  { area: 'models-history', label: { en: 'User history', ar: 'سجل المستخدمين' }, actions: ['all'] },
  { area: 'settings', label: { en: 'Settings', ar: 'الإعدادات' }, actions: ['view', 'update', 'clear_cache'] },
] as const satisfies readonly PermissionArea[];

type AreaEntry = (typeof permissionAreas)[number];
export type PermissionAreaName = AreaEntry['area'];
type ActionOf<A extends PermissionAreaName> = Extract<AreaEntry, { area: A }>['actions'][number];

/**
 * A permission the catalogue knows: a concrete name (`units.create`) or a whole area
 * (`units.*`). Route configs, menu entries, route guards and `can()` take only these, so a
 * misspelt name (`brandz.view`) fails the type check in both apps.
 */
export type Permission = { [A in PermissionAreaName]: `${A}.${ActionOf<A>}` | `${A}.*` }[PermissionAreaName];

/** The areas with the four standard actions, whose routes and screens the resource kits build. */
export type CrudArea = {
  [A in PermissionAreaName]: 'view' | 'create' | 'update' | 'delete' extends ActionOf<A> ? A : never;
}[PermissionAreaName];

/** Every concrete permission name, e.g. `units.create`. */
export const allPermissions: readonly Permission[] = permissionAreas.flatMap((a) =>
  a.actions.map((action) => `${a.area}.${action}` as Permission),
);

export const actionLabels: Record<string, Bilingual> = {
  view: { en: 'View', ar: 'عرض' },
  create: { en: 'Create', ar: 'إضافة' },
  update: { en: 'Edit', ar: 'تعديل' },
  delete: { en: 'Delete', ar: 'حذف' },
  valid: { en: 'Use coupons', ar: 'استخدام الكوبونات' },
  all: { en: 'View all', ar: 'عرض الكل' },
  impersonate: { en: 'Impersonate', ar: 'الدخول كمستخدم' },
  clear_cache: { en: 'Clear cache', ar: 'مسح الذاكرة المؤقتة' },
  top_customer: { en: 'Top customers', ar: 'أفضل العملاء' },
  product_views: { en: 'Items view', ar: 'مشاهدات المنتجات' },
  product_aut_of_stouk: { en: 'Under demand limit', ar: 'أقل من حد الطلب' },
  product_most_selling: { en: 'Most sellers', ar: 'الأكثر مبيعاً' },
};
