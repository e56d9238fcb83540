import { Select, Switch, TextInput } from '@mantine/core';
import { CURRENCY_CODES, currencyInput, type Currency, type CurrencyInput } from '@matjar/shared';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BilingualNameFields, DrawerForm, useFieldError } from '../../../components/form-drawer';
import { schemaValues, schemaResolver } from '../../../components/form-drawer/schema-values';
import type { RecordFormProps } from '../../../components/resource';

const NAME_LIMITS = { max: 100 };

interface CurrencyFormValues {
  name: { en: string; ar: string };
  code: string | null;
  exchange_rate: string;
  is_local: boolean;
  is_online: boolean;
}

/** Name in both languages, one of the spec's codes, the exchange rate and the two flags. */
export function CurrencyForm({ record: currency, onSubmit, onCancel }: RecordFormProps<Currency, CurrencyInput>) {
  const { t } = useTranslation(['currencies', 'fields']);
  const fieldError = useFieldError();
  const form = useForm<CurrencyFormValues, unknown, CurrencyInput>({
    resolver: schemaResolver(currencyInput),
    // A new currency is sold online unless unticked.
    defaultValues: schemaValues(currencyInput, currency, { is_online: currency?.is_online ?? true }),
  });
  const { errors } = form.formState;

  return (
    <DrawerForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <BilingualNameFields form={form} max={NAME_LIMITS.max} />
      <Controller
        control={form.control}
        name="code"
        render={({ field }) => (
          <Select
            label={t('fields:code')}
            data={[...CURRENCY_CODES]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            withAsterisk
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={fieldError(errors.code, 'code')}
          />
        )}
      />
      <TextInput
        label={t('fields:exchange_rate')}
        description={t('currencies:form.rateHint')}
        inputMode="decimal"
        dir="ltr"
        withAsterisk
        autoComplete="off"
        error={fieldError(errors.exchange_rate, 'exchange_rate')}
        {...form.register('exchange_rate')}
      />
      {/* The local currency stays local until another one is made local. */}
      {!currency?.is_local && (
        <Switch label={t('fields:is_local')} description={t('currencies:form.localHint')} {...form.register('is_local')} />
      )}
      <Switch label={t('fields:is_online')} description={t('currencies:form.onlineHint')} {...form.register('is_online')} />
    </DrawerForm>
  );
}
