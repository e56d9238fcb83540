import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { saveMultipart } from './save-multipart';

export interface SaveRecordVariables<Input> {
  /** The record being edited; a new one when absent. */
  id?: number;
  input: Input;
}

/**
 * Saves a record with an image (see `saveMultipart`), then refreshes every query under
 * `resourceKey`: its lists, its detail and the pickers that list it.
 */
export function useSaveRecord<Row, Input extends object>(path: string, resourceKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveRecordVariables<Input>) => saveMultipart<Row>(path, id, input as Record<string, unknown>),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKey }),
  });
}
