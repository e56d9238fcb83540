import type { Currency } from '@matjar/shared';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRetained } from '../../../components/form-drawer';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notify } from '../../../lib/notify';
import { useDeleteCurrencies } from '../api/delete-currencies';
import { useSaveCurrency } from '../api/save-currency';

export interface CurrencyIntent {
  kind: 'makeLocal' | 'delete';
  currency: Currency;
}

/** The confirmation before making a currency the local one, or deleting it; a refusal (409) stays in the dialog. */
export function CurrencyIntentDialog({ intent, onClose }: { intent: CurrencyIntent | null; onClose: () => void }) {
  const { t } = useTranslation('currencies');
  const { locale } = useLocale();
  const save = useSaveCurrency();
  const remove = useDeleteCurrencies();
  const shown = useRetained(intent);
  if (!shown) return null;
  const { kind, currency } = shown;

  return (
    <ConfirmDialog
      opened={intent !== null}
      onClose={onClose}
      title={t(`confirm.${kind}.title`)}
      message={
        <Trans t={t} i18nKey={`confirm.${kind}.message`} values={{ name: currency.name[locale] }} components={{ name: <bdi /> }} />
      }
      confirmLabel={t(`confirm.${kind}.confirm`)}
      danger={kind === 'delete'}
      onConfirm={async () => {
        if (kind === 'makeLocal') {
          await save.mutateAsync({ id: currency.id, input: { is_local: true } });
          notify.success(t('toast.madeLocal', { name: currency.name[locale] }));
        } else {
          await remove.mutateAsync([currency.id]);
          notify.success(t('toast.deleted'));
        }
      }}
    />
  );
}
