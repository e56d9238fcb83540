/** The dialogs of the brands screen that have a URL (`?action=edit&id=5`). */
export const BRAND_DIALOGS = ['create', 'edit'] as const;
export type BrandDialog = (typeof BRAND_DIALOGS)[number];
