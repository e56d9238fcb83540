import { zodResolver } from '@hookform/resolvers/zod';
import { SegmentedControl, Input, TextInput } from '@mantine/core';
import { customerInput, type Customer, type CustomerInput } from '@matjar/shared';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { DrawerForm, useFieldError } from '../../../components/form-drawer';
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
  const fieldError = useFieldError();
  const form = useForm<CustomerFormValues>({
    resolver: zodResolver(customerInput) as unknown as Resolver<CustomerFormValues>,
    defaultValues: {
      name: customer?.name ?? '',
      phone: customer?.phone ?? '',
      additional_phone: customer?.additional_phone ?? '',
      email: customer?.email ?? '',
      status: customer?.status ?? 'active',
    },
  });
  const { errors } = form.formState;
  const phone = { type: 'tel', dir: 'ltr', inputMode: 'tel', autoComplete: 'off', placeholder: t('customers:form.phonePlaceholder') } as const;

  return (
    <DrawerForm form={form} onSubmit={(values) => onSubmit(values as unknown as CustomerInput)} onCancel={onCancel}>
      <TextInput
        label={t('fields:name')}
        withAsterisk
        autoComplete="off"
        data-autofocus
        error={fieldError(errors.name, 'name', { max: 150 })}
        {...form.register('name')}
      />
      <TextInput label={t('fields:phone')} withAsterisk {...phone} error={fieldError(errors.phone, 'phone')} {...form.register('phone')} />
      <TextInput
        label={t('fields:additional_phone')}
        {...phone}
        error={fieldError(errors.additional_phone, 'additional_phone')}
        {...form.register('additional_phone')}
      />
      <TextInput
        label={t('fields:email')}
        type="email"
        dir="ltr"
        autoComplete="off"
        error={fieldError(errors.email, 'email')}
        {...form.register('email')}
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
