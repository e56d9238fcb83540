import { Alert, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { MAX_OPTION_VALUES, MAX_VARIANT_OPTIONS, MAX_VARIANTS, OPTION_TYPES } from '@matjar/shared';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { formatNumber } from '../../../../lib/format';
import { BilingualPair } from './bilingual-pair';
import { FormCard } from '../../../../components/form-drawer';
import { emptyBilingual, type ProductFormValues } from './product-form-values';
import { Repeatable } from './repeatable';
import { useErrorAt } from './use-error-at';

/**
 * Variant options (Size: S, M, L). Every combination of their values becomes a variant
 * with its own sku, price and stock (docs/decisions/0005); the count is shown as they grow.
 */
export function OptionsSection() {
  const { t } = useTranslation(['products', 'fields', 'validation']);
  const { control } = useFormContext<ProductFormValues>();
  const errorAt = useErrorAt();
  const options = useFieldArray({ control, name: 'options' });
  const watched = useWatch({ control, name: 'options' });
  const variants = watched.length ? watched.reduce((n, option) => n * option.values.length, 1) : 0;
  const tooMany = variants > MAX_VARIANTS;
  const limits = t('form.options.limits', {
    options: formatNumber(MAX_VARIANT_OPTIONS),
    values: formatNumber(MAX_OPTION_VALUES),
    variants: formatNumber(MAX_VARIANTS),
  });

  return (
    <FormCard title={t('form.sections.options')} description={limits}>
      {options.fields.map((option, index) => (
        <Fieldset key={option.id} legend={t('form.options.legend', { n: index + 1 })} radius="md">
          <Stack gap="sm">
            <BilingualPair path={`options.${index}.name`} labels={{ en: t('form.options.nameEn'), ar: t('form.options.nameAr') }} required max={60} />
            <Group justify="space-between" align="flex-end" gap="sm">
              <Controller
                control={control}
                name={`options.${index}.type`}
                render={({ field }) => (
                  <Select
                    label={t('fields:type')}
                    data={OPTION_TYPES.map((type) => ({ value: type, label: t(`form.options.types.${type}`) }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    allowDeselect={false}
                    w={180}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                aria-label={t('form.options.removeNamed', { n: index + 1 })}
                onClick={() => options.remove(index)}
              >
                {t('form.options.remove')}
              </Button>
            </Group>
            <OptionValues index={index} />
          </Stack>
        </Fieldset>
      ))}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={options.fields.length >= MAX_VARIANT_OPTIONS}
          onClick={() => options.append({ name: emptyBilingual(), type: 'dropdown', values: [emptyBilingual()] })}
        >
          {t('form.options.add')}
        </Button>
        {variants > 0 && (
          <Text fz="sm" fw={600} c={tooMany ? 'red' : undefined} aria-live="polite" data-testid="variants-count">
            {t('form.options.willMake', { count: variants, value: formatNumber(variants) })}
          </Text>
        )}
      </Group>
      {(tooMany || errorAt('options', 'options')) && (
        <Alert color="red" variant="light" icon={<IconInfoCircle size={18} />} role="alert">
          {tooMany ? t('validation:too_many_variants') : errorAt('options', 'options')}
        </Alert>
      )}
    </FormCard>
  );
}

function OptionValues({ index }: { index: number }) {
  const { t } = useTranslation(['products', 'fields']);
  const { control } = useFormContext<ProductFormValues>();
  const errorAt = useErrorAt();
  const values = useFieldArray({ control, name: `options.${index}.values` });
  return (
    <Repeatable
      label={t('fields:values')}
      keys={values.fields.map((f) => f.id)}
      renderRow={(i) => (
        <BilingualPair
          path={`options.${index}.values.${i}`}
          labels={{ en: t('form.options.valueEn', { n: i + 1 }), ar: t('form.options.valueAr', { n: i + 1 }) }}
          required
          max={60}
        />
      )}
      rowName={(i) => t('form.options.removeValue', { n: i + 1 })}
      removeLabel={t('form.remove')}
      addLabel={t('form.options.addValue')}
      onAdd={() => values.append(emptyBilingual())}
      onRemove={values.remove}
      max={MAX_OPTION_VALUES}
      error={errorAt(`options.${index}.values`, 'values')}
    />
  );
}
