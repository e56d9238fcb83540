import { useLocale } from '../../lib/i18n/use-locale';
import { NamedSelect, type PickerProps } from './named-select';
import { useAllUnits } from './picker-queries';

/** Picks a unit by its name in the active language. */
export function UnitSelect(props: PickerProps) {
  const { locale } = useLocale();
  const units = useAllUnits();
  const options = (units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name[locale] }));
  return <NamedSelect {...props} options={options} loading={units.isPending} />;
}
