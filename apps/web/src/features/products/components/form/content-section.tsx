import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { BilingualPair } from './bilingual-pair';
import { FormCard } from '../../../../components/form-drawer';
import { emptyBilingual, type ProductFormValues } from './product-form-values';
import { Repeatable } from './repeatable';
import { SectionsEditor } from './sections-editor';
import { useErrorAt } from './use-error-at';

/** Highlights, specifications and the free sections of the product page. */
export function ContentSection() {
  const { t } = useTranslation(['products', 'fields']);
  const { control } = useFormContext<ProductFormValues>();
  const errorAt = useErrorAt();
  const highlights = useFieldArray({ control, name: 'highlights' });
  const specs = useFieldArray({ control, name: 'specs' });
  const numbered = (key: string) => (index: number) => t(key, { n: index + 1 });
  return (
    <FormCard title={t('form.sections.content')}>
      <Repeatable
        label={t('fields:highlights')}
        keys={highlights.fields.map((f) => f.id)}
        renderRow={(i) => <BilingualPair path={`highlights.${i}`} required max={200} />}
        rowName={numbered('form.removeHighlight')}
        removeLabel={t('form.remove')}
        addLabel={t('form.addHighlight')}
        onAdd={() => highlights.append(emptyBilingual())}
        onRemove={highlights.remove}
        max={20}
        error={errorAt('highlights', 'highlights')}
      />
      <Repeatable
        label={t('fields:specs')}
        keys={specs.fields.map((f) => f.id)}
        renderRow={(i) => (
          <>
            <BilingualPair path={`specs.${i}.key`} labels={{ en: t('form.keyEn'), ar: t('form.keyAr') }} required max={100} />
            <BilingualPair path={`specs.${i}.value`} labels={{ en: t('form.valueEn'), ar: t('form.valueAr') }} required max={500} />
          </>
        )}
        rowName={numbered('form.removeSpec')}
        removeLabel={t('form.remove')}
        addLabel={t('form.addSpec')}
        onAdd={() => specs.append({ key: emptyBilingual(), value: emptyBilingual() })}
        onRemove={specs.remove}
        max={50}
        error={errorAt('specs', 'specs')}
      />
      <SectionsEditor />
    </FormCard>
  );
}
