import { useTranslation } from 'react-i18next';
import { FormDrawer, useRetained, type DialogState } from '../../../components/form-drawer';
import type { Currency } from '@matjar/shared';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/session/use-can';
import { useSaveCurrency } from '../api/save-currency';
import type { CurrencyDialog } from './currency-dialogs';
import { CurrencyForm } from './currency-form';

interface CurrencyFormDrawerProps {
  dialog: DialogState<CurrencyDialog>;
  /** The rows on screen: the currencies are few, so the list is all an edit needs. */
  rows: Currency[];
}

/** `?action=create` and `?action=edit&id=5`, each only for a user allowed to do it. */
export function CurrencyFormDrawer({ dialog, rows }: CurrencyFormDrawerProps) {
  const { t } = useTranslation('currencies');
  const canCreate = useCan('currencies.create');
  const canUpdate = useCan('currencies.update');
  const editing = dialog.action === 'edit' && canUpdate ? (rows.find((row) => row.id === dialog.id) ?? null) : null;
  const requested = dialog.action === 'create' && canCreate ? { id: 0 } : editing ? { id: editing.id } : null;
  const shown = useRetained(requested, (a, b) => a.id === b.id);
  const currency = rows.find((row) => row.id === shown?.id);
  const save = useSaveCurrency();

  return (
    <FormDrawer
      opened={requested !== null}
      onClose={dialog.close}
      title={t(shown?.id ? 'form.editTitle' : 'form.createTitle')}
    >
      {shown && (
        <CurrencyForm
          key={shown.id}
          currency={currency}
          onCancel={dialog.close}
          onSubmit={async (input) => {
            await save.mutateAsync(currency ? { id: currency.id, input } : { input });
            notify.success(t(currency ? 'toast.updated' : 'toast.created'));
          }}
        />
      )}
    </FormDrawer>
  );
}
