/** The dialogs of the categories screens that have a URL (`?action=edit&id=5`). */
export const CATEGORY_DIALOGS = ['create', 'edit'] as const;
export type CategoryDialog = (typeof CATEGORY_DIALOGS)[number];
