/** The dialogs of the customers screen that have a URL (`?action=edit&id=5`). */
export const CUSTOMER_DIALOGS = ['create', 'edit'] as const;
export type CustomerDialog = (typeof CUSTOMER_DIALOGS)[number];
