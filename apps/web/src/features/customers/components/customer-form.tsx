import { SegmentedControl, Input, TextInput } from '@mantine/core';
import { customerInput, type Customer, type CustomerInput } from '@matjar/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DrawerForm, useFieldProps } from '../../../components/form-drawer';
import { schemaValues, schemaResolver } from '../../../components/form-drawer/schema-values';
import type { RecordFormProps } from '../../../components/resource';

interface CustomerFormValues {
  name: string;
  phone: string;
  additional_phone: string;
  email: string;
  status: 'active' | 'inactive';
}

/** Name, phones (checked by the shared schema: the store's countries, E.164 on save), e-mail and status. */
export function CustomerForm({ record: customer, onSubmit, onCancel }: RecordFormProps<Customer, CustomerInput>) {
  const { t } = useTranslation(['customers', 'fields']);
  const form = useForm<CustomerFormValues, unknown, CustomerInput>({
    resolver: schemaResolver(customerInput),
    defaultValues: schemaValues(customerInput, customer),
  });
  const registered = useFieldProps(form);
  const phone = { type: 'tel', dir: 'ltr', inputMode: 'tel', autoComplete: 'off', placeholder: t('customers:form.phonePlaceholder') } as const;

  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <TextInput
        label={t('fields:name')}
        withAsterisk
        autoComplete="off"
        data-autofocus
        {...registered('name', { max: 150 })}
      />
      <TextInput label={t('fields:phone')} withAsterisk {...phone} {...registered('phone')} />
      <TextInput
        label={t('fields:additional_phone')}
        {...phone}
        {...registered('additional_phone')}
      />
      <TextInput
        label={t('fields:email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        {...registered('email')}
      />
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Input.Wrapper label={t('fields:status')}>
            <SegmentedControl
              fullWidth
              mt={4}
              value={field.value}
              onChange={field.onChange}
              data={[
                { value: 'active', label: t('customers:status.active') },
                { value: 'inactive', label: t('customers:status.inactive') },
              ]}
            />
          </Input.Wrapper>
        )}
      />
    </DrawerForm>
  );
}
