import { zodResolver } from '@hookform/resolvers/zod';
import { unitInput, type Unit, type UnitInput } from '@matjar/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualNameFields, DrawerForm } from '../../../components/form-drawer';

/** The schema's own limit, so the "may not be more than …" message names the real number. */
const NAME_LIMITS = { max: unitInput.shape.name.shape.en.maxLength ?? undefined };

interface UnitFormProps {
  /** The unit being edited; a new one when absent. */
  unit?: Unit;
  onSubmit: (values: UnitInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Create and edit form of a unit: its name in English (typed left to right) and in Arabic. */
export function UnitForm({ unit, onSubmit, onCancel }: UnitFormProps) {
  const { t } = useTranslation(['units', 'fields']);
  const form = useForm<UnitInput>({
    resolver: zodResolver(unitInput),
    defaultValues: { name: { en: unit?.name.en ?? '', ar: unit?.name.ar ?? '' } },
  });

  return (
    <DrawerForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={unit ? undefined : t('units:form.create')}
    >
      <BilingualNameFields
        form={form}
        max={NAME_LIMITS.max}
        placeholders={{ en: t('units:form.nameEnPlaceholder'), ar: t('units:form.nameArPlaceholder') }}
      />
    </DrawerForm>
  );
}
