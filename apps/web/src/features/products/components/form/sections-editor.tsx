import { SegmentedControl, Input } from '@mantine/core';
import { SECTION_DISPLAY_TYPES } from '@matjar/shared';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { BilingualPair } from './bilingual-pair';
import { emptyBilingual, type ProductFormValues } from './product-form-values';
import { Repeatable } from './repeatable';
import { useErrorAt } from './use-error-at';

/** Sections of the product page: a title, and items as key → value rows or as a list. */
export function SectionsEditor() {
  const { t } = useTranslation(['products', 'fields']);
  const { control } = useFormContext<ProductFormValues>();
  const errorAt = useErrorAt();
  const sections = useFieldArray({ control, name: 'sections' });
  return (
    <Repeatable
      label={t('fields:sections')}
      description={t('form.sectionsHint')}
      keys={sections.fields.map((f) => f.id)}
      renderRow={(i) => <SectionFields index={i} />}
      rowName={(i) => t('form.removeSection', { n: i + 1 })}
      removeLabel={t('form.remove')}
      addLabel={t('form.addSection')}
      onAdd={() => sections.append({ title: emptyBilingual(), display_type: 'key_value', items: [{ key: emptyBilingual(), value: emptyBilingual() }] })}
      onRemove={sections.remove}
      max={20}
      error={errorAt('sections', 'sections')}
    />
  );
}

function SectionFields({ index }: { index: number }) {
  const { t } = useTranslation(['products', 'fields']);
  const { control } = useFormContext<ProductFormValues>();
  const errorAt = useErrorAt();
  const items = useFieldArray({ control, name: `sections.${index}.items` });
  const displayType = useWatch({ control, name: `sections.${index}.display_type` });
  const path = `sections.${index}`;
  return (
    <>
      <BilingualPair path={`${path}.title`} labels={{ en: t('form.titleEn'), ar: t('form.titleAr') }} required max={150} />
      <Input.Wrapper label={t('fields:display_type')}>
        <Controller
          control={control}
          name={`sections.${index}.display_type`}
          render={({ field }) => (
            <SegmentedControl
              mt={4}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              data={SECTION_DISPLAY_TYPES.map((type) => ({ value: type, label: t(`form.displayTypes.${type}`) }))}
            />
          )}
        />
      </Input.Wrapper>
      <Repeatable
        label={t('fields:items')}
        keys={items.fields.map((f) => f.id)}
        renderRow={(i) => (
          <>
            {displayType === 'key_value' && (
              <BilingualPair path={`${path}.items.${i}.key`} labels={{ en: t('form.keyEn'), ar: t('form.keyAr') }} required max={100} />
            )}
            <BilingualPair path={`${path}.items.${i}.value`} labels={{ en: t('form.valueEn'), ar: t('form.valueAr') }} required max={500} />
          </>
        )}
        rowName={(i) => t('form.removeItem', { n: i + 1 })}
        removeLabel={t('form.remove')}
        addLabel={t('form.addItem')}
        onAdd={() => items.append({ key: emptyBilingual(), value: emptyBilingual() })}
        onRemove={items.remove}
        max={50}
        error={errorAt(`${path}.items`, 'items')}
      />
    </>
  );
}
