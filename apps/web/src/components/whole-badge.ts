/**
 * A badge keeps its whole word in a tight table column or a phone's row card instead of
 * shrinking to "PENDI…" or "USED BY ORD…" (Mantine cuts a badge's label with an ellipsis).
 */
export const WHOLE_BADGE = { style: { minWidth: 'max-content' } } as const;
