import type { ImageUse } from '@matjar/shared';
import { Controller, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldError } from '../form-drawer/use-field-error';
import { ImageInput } from './image-input';

interface ImageFieldProps<Values extends FieldValues> {
  // Any output: the resolver hands the save the schema's, the fields only read and write the values.
  form: UseFormReturn<Values, unknown, unknown>;
  use: ImageUse;
  /** The form's file field, `image` unless the record has several (a flash sale's `header_image`). */
  name?: Path<Values>;
  /** The stored image's file name, shown until another is chosen. */
  current?: string | null;
  /** The record cannot be without an image (a slide): it can be replaced, not removed. */
  required?: boolean;
}

/** An image field of a react-hook-form form (a brand's logo, a flash sale's header), labelled `fields:{name}`, its message translated. */
export function ImageField<Values extends FieldValues>({ form, use, name = 'image' as Path<Values>, current, required }: ImageFieldProps<Values>) {
  const { t } = useTranslation('fields');
  const fieldError = useFieldError();
  const error = (form.formState.errors as Record<string, FieldError | undefined>)[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ImageInput
          label={t(name)}
          use={use}
          value={field.value as Blob | null | undefined}
          onChange={field.onChange}
          current={current}
          required={required}
          error={fieldError(error, name)}
        />
      )}
    />
  );
}
