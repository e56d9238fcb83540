import { SimpleGrid } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { BrandSelect, CategorySelect, UnitSelect } from '../../../../components/pickers';
import { ColourSwatchesInput } from './colour-swatches-input';
import { FormCard } from '../../../../components/form-drawer';
import type { ProductFormValues } from './product-form-values';
import { useErrorAt } from './use-error-at';

const PICKERS = { category_id: CategorySelect, brand_id: BrandSelect, unit_id: UnitSelect } as const;

/** Category, brand, unit and colours. */
export function ClassificationSection() {
  const { t } = useTranslation(['products', 'fields']);
  const { control } = useFormContext<ProductFormValues>();
  const errorAt = useErrorAt();
  return (
    <FormCard title={t('form.sections.classification')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {(Object.keys(PICKERS) as (keyof typeof PICKERS)[]).map((name) => {
          const Picker = PICKERS[name];
          return (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <Picker label={t(`fields:${name}`)} required value={field.value} onChange={field.onChange} error={errorAt(name, name)} />
              )}
            />
          );
        })}
      </SimpleGrid>
      <Controller
        control={control}
        name="colours"
        render={({ field }) => <ColourSwatchesInput value={field.value} onChange={field.onChange} error={errorAt('colours', 'colours')} />}
      />
    </FormCard>
  );
}
