import { currencySorts, type Currency } from '@matjar/shared';
import { IconHomeDollar } from '@tabler/icons-react';
import { useCallback } from 'react';
import { errorMessage } from '../../lib/api/api-error';
import { RowAction } from '../../components/data-table';
import { ResourceListPage, useResourceList, useSaveResource } from '../../components/resource';
import { useLocalName } from '../../lib/i18n/use-local-name';
import { notify } from '../../lib/notify';
import { useCurrencyColumns } from './components/use-currency-columns';
import { currencies } from './currencies-resource';
import { onFirstRender } from '../../components/deferred/on-first-render';

const CurrencyForm = onFirstRender(() => import('./components/currency-form').then((module) => module.CurrencyForm));

/** /dashboard/currency: the store's currencies, exactly one of them local. */
export default function CurrenciesPage() {
  const nameOf = useLocalName();
  const page = useResourceList(currencies, { sortFields: currencySorts });
  const { t, can } = page;
  const save = useSaveResource(currencies);

  const toggleOnline = useCallback(
    (currency: Currency, online: boolean) =>
      save.mutate(
        { id: currency.id, input: { is_online: online } },
        {
          onSuccess: () => notify.success(t(online ? 'toast.online' : 'toast.offline', { name: nameOf(currency) })),
          onError: (error) => notify.error(errorMessage(error)),
        },
      ),
    // `save.mutate` is stable; the whole result object is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [save.mutate, t, nameOf],
  );
  const columns = useCurrencyColumns({
    onToggleOnline: can.update ? toggleOnline : null,
    savingId: save.isPending ? (save.variables?.id ?? null) : null,
  });

  return (
    <ResourceListPage
      page={page}
      columns={columns}
      nameOf={nameOf}
      form={(props) => <CurrencyForm {...props} />}
      // The local currency offers neither "make local" nor delete.
      rowActions={(currency, { name, edit, remove, confirm }) => (
        <>
          {can.update && !currency.is_local && (
            <RowAction
              label={t('actions.makeLocal')}
              rowName={name}
              icon={IconHomeDollar}
              color="teal"
              onClick={() =>
                confirm({ key: 'makeLocal', run: () => save.mutateAsync({ id: currency.id, input: { is_local: true } }), toast: 'toast.madeLocal' })
              }
            />
          )}
          {edit()}
          {!currency.is_local && remove()}
        </>
      )}
    />
  );
}
