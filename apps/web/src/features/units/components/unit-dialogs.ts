/** The dialogs of the units screen that have a URL (`?action=edit&id=5`). */
export const UNIT_DIALOGS = ['create', 'edit', 'history'] as const;
export type UnitDialog = (typeof UNIT_DIALOGS)[number];
