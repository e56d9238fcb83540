import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ImageField } from '../../../../components/image-input';
import { BilingualPair } from './bilingual-pair';
import { FormCard } from '../../../../components/form-drawer';
import type { ProductFormValues } from './product-form-values';
import { useErrorAt } from './use-error-at';

/** Names, codes, descriptions and the picture. */
export function IdentitySection({ currentImage }: { currentImage: string | null }) {
  const { t } = useTranslation(['products', 'fields']);
  const form = useFormContext<ProductFormValues>();
  const { register } = form;
  const errorAt = useErrorAt();
  const code = (name: 'slug' | 'sku' | 'barcode', max: number, required = false, description?: string) => (
    <TextInput
      label={t(`fields:${name}`)}
      description={description}
      withAsterisk={required}
      dir="ltr"
      autoComplete="off"
      error={errorAt(name, name, { max })}
      {...register(name)}
    />
  );
  return (
    <FormCard title={t('form.sections.identity')}>
      <BilingualPair path="name" field="name" required max={200} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {code('sku', 64, true)}
        {code('barcode', 64, true)}
        {code('slug', 150, false, t('form.slugHint'))}
      </SimpleGrid>
      <BilingualPair path="description" field="description" multiline max={5000} />
      <ImageField form={form} use="product_details" current={currentImage} />
    </FormCard>
  );
}
