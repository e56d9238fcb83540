import { Button, Stack } from '@mantine/core';
import { currencySorts, type Currency } from '@matjar/shared';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListParams } from '../../components/data-table';
import { useDeleteSelected } from '../../components/data-table/use-delete-selected';
import { errorMessage } from '../../components/confirm-dialog';
import { useDialogParams } from '../../components/form-drawer';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { useCan } from '../../lib/session/use-can';
import { useDeleteCurrencies } from './api/delete-currencies';
import { useCurrencies } from './api/get-currencies';
import { useSaveCurrency } from './api/save-currency';
import { CURRENCY_DIALOGS } from './components/currency-dialogs';
import { CurrencyFormDrawer } from './components/currency-form-drawer';
import { CurrencyIntentDialog, type CurrencyIntent } from './components/currency-intent-dialog';
import { CurrencyRowActions } from './components/currency-row-actions';
import { useCurrencyColumns } from './components/use-currency-columns';
import { PageHeader } from '../../components/page-header/page-header';

/** /dashboard/currency: the store's currencies, exactly one of them local. */
export default function CurrenciesPage() {
  usePageTitle('currencies:title');
  const { t } = useTranslation('currencies');
  const { locale } = useLocale();
  const list = useListParams({ sortFields: currencySorts });
  const currencies = useCurrencies(list.params);
  const dialog = useDialogParams(CURRENCY_DIALOGS);
  const [intent, setIntent] = useState<CurrencyIntent | null>(null);
  const deleteMany = useDeleteCurrencies();
  const toggle = useSaveCurrency();
  const canCreate = useCan('currencies.create');
  const allowed = { update: useCan('currencies.update'), delete: useCan('currencies.delete') };
  const deleteSelected = useDeleteSelected(allowed.delete, deleteMany.mutateAsync, 'currencies');

  const toggleOnline = useCallback(
    (currency: Currency, online: boolean) =>
      toggle.mutate(
        { id: currency.id, input: { is_online: online } },
        {
          onSuccess: () => notify.success(t(online ? 'toast.online' : 'toast.offline', { name: currency.name[locale] })),
          onError: (error) => notify.error(errorMessage(error)),
        },
      ),
    // `toggle.mutate` is stable; the whole result object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [toggle.mutate, t, locale],
  );
  const columns = useCurrencyColumns({
    onToggleOnline: allowed.update ? toggleOnline : null,
    savingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  });

  const createButton = canCreate && (
    <Button leftSection={<IconPlus size={18} />} onClick={() => dialog.open('create')}>
      {t('actions.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} action={createButton} />

      <DataTable
        label={t('title')}
        columns={columns}
        list={list}
        query={currencies}
        searchPlaceholder={t('search')}
        rowLabel={(currency) => currency.name[locale]}
        empty={{ title: t('empty.title'), description: t('empty.description'), action: createButton }}
        rowActions={
          allowed.update || allowed.delete
            ? (currency) => (
                <CurrencyRowActions
                  currency={currency}
                  allowed={allowed}
                  onEdit={(row) => dialog.open('edit', row.id)}
                  onIntent={setIntent}
                />
              )
            : undefined
        }
        onDeleteSelected={deleteSelected}
      />

      <CurrencyFormDrawer dialog={dialog} rows={currencies.data?.data ?? []} />
      <CurrencyIntentDialog intent={intent} onClose={() => setIntent(null)} />
    </Stack>
  );
}
