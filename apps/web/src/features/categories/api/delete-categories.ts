import { useDeleteRows } from '../../../lib/api/use-delete-rows';
import { categoryKeys } from './category-keys';

/**
 * DELETE /categories/{id}, or DELETE /categories with `{ categories: [ids] }`. A category that
 * still holds subcategories or products is refused (409) unless they go in the same batch.
 */
export const useDeleteCategories = () => useDeleteRows('/dashboard/categories', 'categories', categoryKeys.all);
