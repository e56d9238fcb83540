import { Group, Stack, Switch } from '@mantine/core';
import { DateInput, TimeInput, type CalendarAriaLabels } from '@mantine/dates';
import { hasTime } from '@matjar/shared';
import { Controller, type FieldError, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDay } from '../../lib/format';
import { useFieldError } from '../form-drawer/use-field-error';
import { LocalizedDates } from './localized-dates';

interface DayFieldsProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  /** The start's and the end's fields (a day `YYYY-MM-DD` or a store time `YYYY-MM-DDTHH:MM`), labelled `fields:{name}`. */
  names: readonly [Path<Values>, Path<Values>];
  /** Under both fields: whose calendar the days follow. */
  description?: string;
}

/** The times a start and an end take when staff switch times on: the first minute and the last. */
const DEFAULT_TIMES = ['00:00', '23:59'] as const;

const dayOf = (moment: string) => moment.slice(0, 10);
const timeOf = (moment: string) => (hasTime(moment) ? moment.slice(11, 16) : '');
/** A day with a time, or the day alone (the whole day) when the time is empty. */
const momentOf = (day: string, time: string) => (day && time ? `${day}T${time}` : day);

/**
 * A start and an end with times (`YYYY-MM-DDTHH:MM`, the store's wall clock): each keeps its
 * time, or takes the default one (the first minute of a start, the last of an end).
 */
export function withTimes<Values extends FieldValues>(form: UseFormReturn<Values, unknown, unknown>, names: readonly [Path<Values>, Path<Values>]) {
  names.forEach((name, i) => {
    const moment = String(form.getValues(name) ?? '');
    if (moment && !hasTime(moment)) form.setValue(name, momentOf(dayOf(moment), DEFAULT_TIMES[i]!) as PathValue<Values, Path<Values>>);
  });
}

/**
 * When a record runs (an ad, an offer, a coupon), side by side: days picked from a calendar in
 * the screen's language or typed as 2026-11-29, each the whole day in the store's time
 * zone; "Set the times" adds a time to each (the store's wall clock), and an end or a start
 * whose time is cleared is its whole day again.
 */
export function DayFields<Values extends FieldValues>({ form, names, description }: DayFieldsProps<Values>) {
  const { t } = useTranslation(['fields', 'table', 'common']);
  const calendarLabels = t('table:dayRange.calendar', { returnObjects: true }) as CalendarAriaLabels;
  const fieldError = useFieldError();
  const errors = form.formState.errors as Record<string, FieldError | undefined>;
  const moments = form.watch(names as unknown as Path<Values>[]).map((value) => String(value ?? ''));
  const timed = moments.some(hasTime);
  const setTimed = (on: boolean) => {
    if (on) return withTimes(form, names);
    names.forEach((name, i) => form.setValue(name, dayOf(moments[i]!) as PathValue<Values, Path<Values>>));
  };
  return (
    <LocalizedDates>
      <Stack gap="xs">
        <Group grow align="flex-start">
          {names.map((name, i) => (
            <Stack key={name} gap={6}>
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <DateInput
                    label={t(`fields:${name}`)}
                    description={description}
                    withAsterisk
                    // The day in the app's date style ("29 نوفمبر 2026", in the screen's
                    // direction); typed, it is still read as 2026-11-29 (issue 35).
                    valueFormat={formatDay}
                    placeholder={t('common:dates.pickDay')}
                    ariaLabels={calendarLabels}
                    value={dayOf(String(field.value ?? '')) || null}
                    // With times on, a day picked for an end without one takes the default.
                    onChange={(day) => field.onChange(momentOf(day ?? '', timeOf(String(field.value ?? '')) || (timed ? DEFAULT_TIMES[i]! : '')))}
                    onBlur={field.onBlur}
                    error={fieldError(errors[name], name)}
                    popoverProps={{ withinPortal: true }}
                  />
                )}
              />
              {timed && (
                <Controller
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <TimeInput
                      label={t(i === 0 ? 'table:schedule.startTime' : 'table:schedule.endTime')}
                      dir="ltr"
                      value={timeOf(String(field.value ?? ''))}
                      onChange={(event) => field.onChange(momentOf(dayOf(String(field.value ?? '')), event.currentTarget.value))}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </Stack>
          ))}
        </Group>
        <Switch label={t('table:schedule.withTimes')} checked={timed} onChange={(event) => setTimed(event.currentTarget.checked)} />
      </Stack>
    </LocalizedDates>
  );
}
