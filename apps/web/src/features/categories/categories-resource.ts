import type { Category, CategoryDetail, CategoryInput } from '@matjar/shared';
import { defineResource } from '../../components/resource/resource';

/**
 * `/api/dashboard/categories`: multipart, the image travels with the fields. Every category
 * query starts with `['categories']` (the picker's tree too), so a save or a move refreshes
 * paths, parents and counts everywhere.
 */
export const categories = defineResource<Category, CategoryInput, CategoryDetail>({
  area: 'categories',
  path: '/dashboard/categories',
  body: 'multipart',
});
