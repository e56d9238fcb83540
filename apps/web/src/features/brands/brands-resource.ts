import type { Brand, BrandInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/brands`: multipart, the logo travels with the names; `['brands']` also keys the brand picker. */
export const brands = defineResource<Brand, BrandInput>({ area: 'brands', path: '/dashboard/brands', body: 'multipart' });
