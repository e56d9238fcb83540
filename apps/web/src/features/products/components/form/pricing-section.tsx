import { Alert, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { FormCard } from '../../../../components/form-drawer';
import type { ProductFormValues } from './product-form-values';
import { useErrorAt } from './use-error-at';

const FLAGS = [
  ['is_bonus', 'form.bonusHint'],
  ['show_price', 'form.showPriceHint'],
  ['is_multi_unit', 'form.multiUnitHint'],
] as const;

type NumberField = 'buying_price' | 'selling_price' | 'tax_percent' | 'quantity' | 'weight_gm' | 'max_order' | 'demand_limit';

/** Prices, tax, stock, weight, order limit, demand limit and the price display flags. */
export function PricingSection() {
  const { t } = useTranslation(['products', 'fields']);
  const { register, control } = useFormContext<ProductFormValues>();
  const errorAt = useErrorAt();
  const options = useWatch({ control, name: 'options' });
  const hasVariants = options.length > 0;

  const number = (name: NumberField, props: { required?: boolean; decimal?: boolean; disabled?: boolean; description?: string } = {}) => (
    <TextInput
      label={t(`fields:${name}`)}
      description={props.description}
      withAsterisk={props.required}
      disabled={props.disabled}
      inputMode={props.decimal ? 'decimal' : 'numeric'}
      dir="ltr"
      autoComplete="off"
      error={errorAt(name, name)}
      {...register(name)}
    />
  );

  return (
    <FormCard title={t('form.sections.pricing')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {number('buying_price', { required: true, decimal: true })}
        {number('selling_price', { required: true, decimal: true })}
        {number('tax_percent', { required: true, decimal: true })}
        {number('quantity', { required: !hasVariants, disabled: hasVariants })}
        {number('weight_gm')}
        {number('max_order', { description: t('form.maxOrderHint') })}
        {number('demand_limit', { description: t('form.demandLimitHint') })}
      </SimpleGrid>
      {hasVariants && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('form.quantityFromVariants')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {FLAGS.map(([name, hint]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Switch
                label={t(`fields:${name}`)}
                description={t(hint)}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </FormCard>
  );
}
