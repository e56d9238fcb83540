import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { BilingualPair } from './bilingual-pair';
import { FormCard } from '../../../../components/form-drawer';
import { KeywordsInput } from './keywords-input';
import type { ProductFormValues } from './product-form-values';
import { useErrorAt } from './use-error-at';

/** Keywords and description for search engines, in both languages. */
export function SeoSection() {
  const { t } = useTranslation(['products', 'fields']);
  const { control } = useFormContext<ProductFormValues>();
  const errorAt = useErrorAt();
  // A keyword's own message (`seo_keywords.en.2`: "this word exists") or the list's.
  const keywordsError = (lang: 'en' | 'ar', count: number) => {
    const field = `seo_keywords.${lang}`;
    return errorAt(field, field) ?? Array.from({ length: count }, (_, i) => errorAt(`${field}.${i}`, field)).find(Boolean);
  };
  return (
    <FormCard title={t('form.sections.seo')} description={t('form.seoHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(['en', 'ar'] as const).map((lang) => (
          <Controller
            key={lang}
            control={control}
            name={`seo_keywords.${lang}`}
            render={({ field }) => (
              <KeywordsInput
                label={t(`fields:seo_keywords.${lang}`)}
                lang={lang}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={keywordsError(lang, field.value.length)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <BilingualPair path="meta_description" field="meta_description" required multiline max={300} />
    </FormCard>
  );
}
