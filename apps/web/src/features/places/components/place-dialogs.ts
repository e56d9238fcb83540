/** The dialogs of a places screen that have a URL (`?action=edit&id=5`). */
export const PLACE_DIALOGS = ['create', 'edit'] as const;
export type PlaceDialog = (typeof PLACE_DIALOGS)[number];
