import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRetained } from '../../../components/form-drawer';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notify } from '../../../lib/notify';
import { useDeleteProducts, useSetProductArchived } from '../api/change-products';
import type { ProductIntent } from './product-row-actions';

/** The confirmation before archiving, unarchiving or deleting one product. */
export function ProductIntentDialog({ intent, onClose }: { intent: ProductIntent | null; onClose: () => void }) {
  const { t } = useTranslation('products');
  const { locale } = useLocale();
  const setArchived = useSetProductArchived();
  const remove = useDeleteProducts();
  const shown = useRetained(intent);
  if (!shown) return null;
  const { product } = shown;
  const key = shown.kind === 'delete' ? 'delete' : product.is_archived ? 'unarchive' : 'archive';

  return (
    <ConfirmDialog
      opened={intent !== null}
      onClose={onClose}
      title={t(`confirm.${key}.title`)}
      message={<Trans t={t} i18nKey={`confirm.${key}.message`} values={{ name: product.name[locale] }} components={{ name: <bdi /> }} />}
      confirmLabel={t(`confirm.${key}.confirm`)}
      danger={key === 'delete'}
      onConfirm={async () => {
        if (key === 'delete') await remove.mutateAsync([product.id]);
        else await setArchived.mutateAsync({ id: product.id, archived: key === 'archive' });
        notify.success(t(`toast.${key}d`));
      }}
    />
  );
}
