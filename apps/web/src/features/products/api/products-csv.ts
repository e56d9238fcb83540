import type { ImportRowError } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toListQuery, type ListParams } from '../../../components/data-table/list-params';
import { isApiError } from '../../../lib/api/api-error';
import { apiDownload, apiFetch } from '../../../lib/api/api-fetch';
import { resourceKeys } from '../../../components/resource/resource';
import { products } from '../products-resource';

/**
 * GET /products/export.csv with the list's search and filters, fetched with the bearer
 * token (ARCHITECTURE: downloads go through fetch) and handed to the browser as a file.
 */
export async function downloadProductsCsv(params: ListParams): Promise<void> {
  const { page: _page, perPage: _perPage, ...query } = toListQuery(params);
  const blob = await apiDownload('/dashboard/products/export.csv', { query });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'products.csv';
  link.click();
  // The click has started the download; the URL is no longer needed once it has.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The per-row report of a refused import (422): the server sends it as `report` and as
 * field errors `rows.{row}.{field}`, which `ApiError` keeps; the rows are read back from those.
 */
export function importReport(error: unknown): ImportRowError[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return Object.entries(error.errors).flatMap(([key, messages]) => {
    const match = /^rows\.(\d+)\.(.+)$/.exec(key);
    return match ? messages.map((message) => ({ row: Number(match[1]), field: match[2] ?? '', message })) : [];
  });
}

/** POST /products/import (multipart `file`): all rows or none. */
export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiFetch<{ data: { created: number; updated: number; message: string } }>('/dashboard/products/import', {
        method: 'POST',
        body,
      }).then((answer) => answer.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys(products).lists() }),
  });
}
