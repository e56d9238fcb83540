import type { Category, CategoryInput } from '@matjar/shared';
import { useSaveRecord } from '../../../lib/api/use-save-record';
import { categoryKeys } from './category-keys';

/**
 * POST /categories, or POST /categories/{id} with `_method=PATCH`: multipart, the image with
 * the fields. Every category query refreshes after: a move changes paths, parents and counts.
 */
export const useSaveCategory = () => useSaveRecord<Category, CategoryInput>('/dashboard/categories', categoryKeys.all);
