/** The dialogs of the users screen that have a URL (`?action=edit&id=5`). */
export const USER_DIALOGS = ['create', 'edit'] as const;
export type UserDialog = (typeof USER_DIALOGS)[number];
