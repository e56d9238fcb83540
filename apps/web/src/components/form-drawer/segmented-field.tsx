import { Input, SegmentedControl } from '@mantine/core';
import { Controller, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';

interface SegmentedFieldProps<Values extends FieldValues> {
  // Any output: the resolver hands the save the schema's, the fields only read and write the values.
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  options: { value: string; label: string }[];
  /** After the value changed (a single offer keeps one item). */
  onChanged?: (value: string) => void;
}

/** A choice of two or three (fixed or percentage, single or bundle), all in view as one control. */
export function SegmentedField<Values extends FieldValues>({ form, name, label, options, onChanged }: SegmentedFieldProps<Values>) {
  const fieldError = useFieldError();
  const error = (form.formState.errors as Record<string, FieldError | undefined>)[name];
  return (
    <Input.Wrapper label={label} withAsterisk error={fieldError(error, name)}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <SegmentedControl
            display="flex"
            mt={4}
            aria-label={label}
            data={options}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onChanged?.(value);
            }}
          />
        )}
      />
    </Input.Wrapper>
  );
}
