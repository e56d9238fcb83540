import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { foldedFilter } from './folded-filter';

/** The props every catalogue picker takes: a controlled id, like a form field. */
export interface PickerProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label: string;
  /** Already translated message. */
  error?: string;
  clearable?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

interface NamedSelectProps extends PickerProps {
  options: { value: number; label: string }[];
  loading: boolean;
  renderOption?: SelectProps<number>['renderOption'];
}

/** A searchable select over ids, shared by the brand, unit and category pickers. */
export function NamedSelect({ value, onChange, label, error, clearable, required, disabled, placeholder, options, loading, renderOption }: NamedSelectProps) {
  const { t } = useTranslation('table');
  return (
    <Select<number>
      label={label}
      placeholder={placeholder}
      data={options}
      value={value}
      onChange={(next) => onChange(next ?? null)}
      error={error}
      clearable={clearable}
      allowDeselect={clearable ?? false}
      withAsterisk={required}
      disabled={disabled || loading}
      searchable
      filter={foldedFilter}
      nothingFoundMessage={t('empty.noResults')}
      renderOption={renderOption}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
      limit={200}
    />
  );
}
