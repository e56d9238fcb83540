import type { Category, CategoryInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveMultipart } from '../../../lib/api/save-multipart';
import { categoryKeys } from './category-keys';

export interface SaveCategoryVariables {
  /** The category being edited; a new one when absent. */
  id?: number;
  input: CategoryInput;
}

/**
 * POST /categories, or POST /categories/{id} with `_method=PATCH`: multipart, the image with
 * the fields. Every category query refreshes after: a move changes paths, parents and counts.
 */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveCategoryVariables) => saveMultipart<Category>('/dashboard/categories', id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
