import { Alert, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from './form-card';
import type { ProductFormValues } from './product-form-values';
import { useErrorAt } from './use-error-at';

type NumberField = 'buying_price' | 'selling_price' | 'tax_percent' | 'quantity' | 'weight_gm' | 'max_order';

/** Prices, tax, stock, weight, order limit and the price display flags. */
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
      </SimpleGrid>
      {hasVariants && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('form.quantityFromVariants')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Switch label={t('fields:is_bonus')} description={t('form.bonusHint')} {...register('is_bonus')} />
        <Switch label={t('fields:show_price')} description={t('form.showPriceHint')} {...register('show_price')} />
        <Switch label={t('fields:is_multi_unit')} description={t('form.multiUnitHint')} {...register('is_multi_unit')} />
      </SimpleGrid>
    </FormCard>
  );
}
