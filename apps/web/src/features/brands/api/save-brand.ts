import type { Brand, BrandInput } from '@matjar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveMultipart } from '../../../lib/api/save-multipart';
import { brandKeys } from './brand-keys';

export interface SaveBrandVariables {
  /** The brand being edited; a new one when absent. */
  id?: number;
  input: BrandInput;
}

/** POST /brands, or POST /brands/{id} with `_method=PATCH`: multipart, the image with the names. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveBrandVariables) => saveMultipart<Brand>('/dashboard/brands', id, input),
    onSuccess: async (brand) => {
      queryClient.setQueryData(brandKeys.detail(brand.id), brand);
      await queryClient.invalidateQueries({ queryKey: brandKeys.all });
    },
  });
}
