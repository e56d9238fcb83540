/** The dialogs of the currencies screen that have a URL (`?action=edit&id=5`). */
export const CURRENCY_DIALOGS = ['create', 'edit'] as const;
export type CurrencyDialog = (typeof CURRENCY_DIALOGS)[number];
