import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../../components/confirm-dialog';

/**
 * Asks before a save that removes every variant of a product: the API refuses it unless
 * the request says `confirm_remove_all` (docs/decisions/0005). `ask()` resolves true once
 * the user confirms, false when they cancel; render `dialog` beside the form.
 */
export function useRemoveVariantsConfirm() {
  const { t } = useTranslation('products');
  const [resolve, setResolve] = useState<((confirmed: boolean) => void) | null>(null);
  const answer = (confirmed: boolean) => {
    resolve?.(confirmed);
    setResolve(null);
  };
  const ask = () => new Promise<boolean>((done) => setResolve(() => done));
  const dialog = (
    <ConfirmDialog
      opened={resolve !== null}
      onClose={() => answer(false)}
      title={t('form.removeAllVariants.title')}
      message={t('form.removeAllVariants.message')}
      confirmLabel={t('form.removeAllVariants.confirm')}
      danger
      onConfirm={() => answer(true)}
    />
  );
  return { ask, dialog };
}
