import { Switch, type SwitchProps } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

interface SwitchFieldProps<Values extends FieldValues> extends Omit<SwitchProps, 'form' | 'name' | 'checked' | 'onChange'> {
  // Any output: the resolver hands the save the schema's, the fields only read and write the values.
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
}

/** A form's on/off flag (active, shown) as a switch bound to the field `name`. */
export function SwitchField<Values extends FieldValues>({ form, name, ...props }: SwitchFieldProps<Values>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <Switch {...props} checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} ref={field.ref} />}
    />
  );
}
