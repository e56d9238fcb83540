import { productBulkInput, type ProductBulkInput } from '@matjar/shared';
import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useFieldError } from '../../../../components/form-drawer';
import { isApiError } from '../../../../lib/api/api-error';
import type { DasField, DasRow } from './das-rows';

type Edits = Record<number, Partial<Record<DasField, string>>>;
/** Messages by `{id}.{field}`. */
type CellErrors = Record<string, string>;

const cellKey = (id: number, field: string) => `${id}.${field}`;

/**
 * The grid's unsaved changes, kept by product id so they survive paging and filtering
 * until saved or discarded, and the messages on their cells (the shared schema's, or the
 * server's `products.{i}.{field}` mapped back to the row it names).
 */
export function useDasEdits() {
  const fieldError = useFieldError();
  const [edits, setEdits] = useState<Edits>({});
  const [errors, setErrors] = useState<CellErrors>({});

  const setCell = useCallback((row: DasRow, field: DasField, text: string) => {
    setEdits((current) => {
      const changes = { ...current[row.id] };
      if (text.trim() === row.values[field]) delete changes[field];
      else changes[field] = text;
      const next = { ...current };
      if (Object.keys(changes).length) next[row.id] = changes;
      else delete next[row.id];
      return next;
    });
    setErrors((current) => {
      const { [cellKey(row.id, field)]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  const payload = useMemo<ProductBulkInput>(
    () => ({ products: Object.entries(edits).map(([id, changes]) => ({ id: Number(id), ...changes }) as ProductBulkInput['products'][number]) }),
    [edits],
  );

  /** Checks the changes with the shared schema; answers the valid body, or null with the messages shown. */
  const validated = (): ProductBulkInput | null => {
    const parsed = productBulkInput.safeParse(payload);
    if (parsed.success) return parsed.data;
    const found: CellErrors = {};
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const id = payload.products[Number(index)]?.id;
      if (id !== undefined && typeof field === 'string') {
        found[cellKey(id, field)] = fieldError({ type: 'client', message: issue.message } as FieldError, field) ?? issue.message;
      }
    }
    setErrors(found);
    return null;
  };

  /** Puts a refused save's `products.{i}.{field}` messages on their cells; answers whether any were. */
  const showServerErrors = (error: unknown, sent: ProductBulkInput): boolean => {
    if (!isApiError(error) || error.status !== 422) return false;
    const found: CellErrors = {};
    for (const [key, messages] of Object.entries(error.errors)) {
      const match = /^products\.(\d+)\.(\w+)$/.exec(key);
      if (!match) continue;
      const id = sent.products[Number(match[1])]?.id;
      if (id !== undefined) found[cellKey(id, match[2] ?? '')] = messages.join(' ');
    }
    setErrors(found);
    return Object.keys(found).length > 0;
  };

  return {
    edits,
    changedCount: payload.products.length,
    setCell,
    valueOf: (row: DasRow, field: DasField) => edits[row.id]?.[field] ?? row.values[field],
    isChanged: (row: DasRow, field?: DasField) => (field ? edits[row.id]?.[field] !== undefined : edits[row.id] !== undefined),
    errorOf: (row: DasRow, field: DasField) => errors[cellKey(row.id, field)],
    validated,
    showServerErrors,
    reset: () => {
      setEdits({});
      setErrors({});
    },
  };
}

export type DasEdits = ReturnType<typeof useDasEdits>;
