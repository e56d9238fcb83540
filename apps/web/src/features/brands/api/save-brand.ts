import type { Brand, BrandInput } from '@matjar/shared';
import { useSaveRecord } from '../../../lib/api/use-save-record';
import { brandKeys } from './brand-keys';

/** POST /brands, or POST /brands/{id} with `_method=PATCH`: multipart, the logo with the names. */
export const useSaveBrand = () => useSaveRecord<Brand, BrandInput>('/dashboard/brands', brandKeys.all);
