import { Group } from '@mantine/core';
import { DateInput, type CalendarAriaLabels } from '@mantine/dates';
import { Controller, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldError } from '../form-drawer/use-field-error';
import { LocalizedDates } from './localized-dates';

interface DayFieldsProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The first and last day's fields (`YYYY-MM-DD`), labelled `fields:{name}`. */
  names: readonly [Path<Values>, Path<Values>];
  /** Under both fields: whose calendar the days follow. */
  description?: string;
}

/**
 * The days a record runs (an ad, an offer, a coupon), side by side: typed as YYYY-MM-DD or
 * picked from a calendar in the screen's language.
 */
export function DayFields<Values extends FieldValues>({ form, names, description }: DayFieldsProps<Values>) {
  const { t } = useTranslation(['fields', 'table']);
  const calendarLabels = t('table:dayRange.calendar', { returnObjects: true }) as CalendarAriaLabels;
  const fieldError = useFieldError();
  const errors = form.formState.errors as Record<string, FieldError | undefined>;
  return (
    <LocalizedDates>
      <Group grow align="flex-start">
        {names.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <DateInput
                label={t(`fields:${name}`)}
                description={description}
                withAsterisk
                valueFormat="YYYY-MM-DD"
                placeholder="YYYY-MM-DD"
                dir="ltr"
                ariaLabels={calendarLabels}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldError(errors[name], name)}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
        ))}
      </Group>
    </LocalizedDates>
  );
}
