import type { ImageUse } from '@matjar/shared';
import { Controller, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../form-drawer/use-field-error';
import { ImageInput } from './image-input';

interface ImageFieldProps<Values extends FieldValues & { image?: unknown }> {
  form: UseFormReturn<Values>;
  use: ImageUse;
  /** The stored image's file name, shown until another is chosen. */
  current?: string | null;
  /** The record cannot be without an image (a slide): it can be replaced, not removed. */
  required?: boolean;
}

/** The `image` field of a react-hook-form form (a drawer's brand or category), its message translated. */
export function ImageField<Values extends FieldValues & { image?: unknown }>({ form, use, current, required }: ImageFieldProps<Values>) {
  const { t } = useTranslation('fields');
  const fieldError = useFieldError();
  const error = (form.formState.errors as { image?: FieldError }).image;
  return (
    <Controller
      control={form.control}
      name={'image' as Path<Values>}
      render={({ field }) => (
        <ImageInput
          label={t('image')}
          use={use}
          value={field.value as Blob | null | undefined}
          onChange={field.onChange}
          current={current}
          required={required}
          error={fieldError(error, 'image')}
        />
      )}
    />
  );
}
