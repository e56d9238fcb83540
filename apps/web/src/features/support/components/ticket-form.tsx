import { Select, Textarea, TextInput } from '@mantine/core';
import { TICKET_DEPARTMENTS, ticketInput, type TicketInput } from '@matjar/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DrawerForm, useFieldError } from '../../../components/form-drawer';
import { schemaValues, schemaResolver } from '../../../components/form-drawer/schema-values';

/** The shared schema's limits, for the messages it leaves to the form. */
const SUBJECT_MAX = 150;
const DESCRIPTION_MAX = 5000;

/** Nothing chosen is `null` (as `schemaValues` starts it), which the shared schema calls "required". */
interface TicketFormValues {
  subject: string;
  department: TicketInput['department'] | null;
  phone: string;
  description: string;
}

interface TicketFormProps {
  onSubmit: (input: TicketInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Subject, department, a phone to follow up on (checked as the customers' phones are) and what happened. */
export function TicketForm({ onSubmit, onCancel }: TicketFormProps) {
  const { t } = useTranslation(['support', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<TicketFormValues, unknown, TicketInput>({
    resolver: schemaResolver(ticketInput),
    defaultValues: schemaValues(ticketInput),
  });
  const { errors } = form.formState;

  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel} submitLabel={t('support:create.submit')}>
      <TextInput
        label={t('fields:subject')}
        withAsterisk
        autoComplete="off"
        data-autofocus
        maxLength={SUBJECT_MAX}
        error={fieldError(errors.subject, 'subject', { max: SUBJECT_MAX })}
        {...form.register('subject')}
      />
      <Controller
        control={form.control}
        name="department"
        render={({ field }) => (
          <Select
            label={t('fields:department')}
            withAsterisk
            placeholder={t('support:create.departmentPlaceholder')}
            data={TICKET_DEPARTMENTS.map((value) => ({ value, label: t(`support:departments.${value}`) }))}
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError(errors.department, 'department')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <TextInput
        label={t('support:create.phone')}
        description={t('support:create.phoneHint')}
        withAsterisk
        type="tel"
        dir="ltr"
        inputMode="tel"
        autoComplete="off"
        placeholder={t('support:create.phonePlaceholder')}
        error={fieldError(errors.phone, 'phone')}
        {...form.register('phone')}
      />
      <Textarea
        label={t('fields:description')}
        withAsterisk
        autosize
        minRows={5}
        maxRows={14}
        error={fieldError(errors.description, 'description', { max: DESCRIPTION_MAX })}
        {...form.register('description')}
      />
    </DrawerForm>
  );
}
