import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useFormContext, type Path } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { ProductFormValues } from './product-form-values';
import { useErrorAt } from './use-error-at';

interface BilingualPairProps {
  /** The `{en, ar}` object's path, e.g. `name` or `options.0.values.1`. */
  path: string;
  /** Key of the `fields` catalogue whose `.en` / `.ar` labels the inputs (default: "English text"). */
  field?: string;
  /** Labels when the catalogue's are too general (an option's values). */
  labels?: { en: string; ar: string };
  required?: boolean;
  multiline?: boolean;
  max?: number;
}

/** An English (left to right) and an Arabic (right to left) input side by side. */
export function BilingualPair({ path, field, labels, required, multiline, max }: BilingualPairProps) {
  const { t } = useTranslation('fields');
  const { register } = useFormContext<ProductFormValues>();
  const errorAt = useErrorAt();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(['en', 'ar'] as const).map((lang) => {
        const fieldKey = field ? `${field}.${lang}` : lang;
        const input = {
          label: labels?.[lang] ?? t(fieldKey),
          dir: lang === 'ar' ? 'rtl' : 'ltr',
          lang,
          withAsterisk: required,
          autoComplete: 'off',
          error: errorAt(`${path}.${lang}`, fieldKey, { max }),
          ...register(`${path}.${lang}` as Path<ProductFormValues>),
        };
        return multiline ? <Textarea key={lang} {...input} autosize minRows={3} /> : <TextInput key={lang} {...input} />;
      })}
    </SimpleGrid>
  );
}
