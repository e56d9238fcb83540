import { zodResolver } from '@hookform/resolvers/zod';
import { unitInput, type Unit, type UnitInput } from '@matjar/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualNameFields, DrawerForm } from '../../../components/form-drawer';
import type { RecordFormProps } from '../../../components/resource';

/** The schema's own limit, so the "may not be more than …" message names the real number. */
const NAME_MAX = unitInput.shape.name.shape.en.maxLength ?? undefined;

/** Create and edit form of a unit: its name in English (typed left to right) and in Arabic. */
export function UnitForm({ record: unit, onSubmit, onCancel }: RecordFormProps<Unit, UnitInput>) {
  const { t } = useTranslation('units');
  const form = useForm<UnitInput>({
    resolver: zodResolver(unitInput),
    defaultValues: { name: { en: unit?.name.en ?? '', ar: unit?.name.ar ?? '' } },
  });

  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={unit ? undefined : t('form.create')}>
      <BilingualNameFields
        form={form}
        max={NAME_MAX}
        placeholders={{ en: t('form.nameEnPlaceholder'), ar: t('form.nameArPlaceholder') }}
      />
    </DrawerForm>
  );
}
