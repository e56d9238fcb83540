import { useCallback } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useFieldError, type FieldErrorParams } from '../../../../components/form-drawer';
import type { ProductFormValues } from './product-form-values';

/**
 * The translated message at a dotted path of the product form (`options.0.values.1.en`),
 * named with the `fields` catalogue's `field` label.
 */
export function useErrorAt() {
  const { formState } = useFormContext<ProductFormValues>();
  const fieldError = useFieldError();
  const { errors } = formState;
  return useCallback(
    (path: string, field: string, params?: FieldErrorParams) => fieldError(get(errors, path) as FieldError | undefined, field, params),
    [errors, fieldError],
  );
}
