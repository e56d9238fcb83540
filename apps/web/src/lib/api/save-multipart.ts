import { apiFetch } from './api-fetch';
import { toFormData } from './to-form-data';

/**
 * Creates (`POST {path}`) or edits (`POST {path}/{id}` with `_method=PATCH`, spec §7) a row
 * as multipart with bracket keys, so an image file travels with the other fields.
 */
export function saveMultipart<Row>(path: string, id: number | undefined, input: Record<string, unknown>): Promise<Row> {
  const body = toFormData(id === undefined ? input : { ...input, _method: 'PATCH' });
  return apiFetch<{ data: Row }>(id === undefined ? path : `${path}/${id}`, { method: 'POST', body }).then((answer) => answer.data);
}
