import type { ProductSummary } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { IconArchive, IconArchiveOff, IconEye, IconHierarchy2, IconPencil, IconTrash } from '@tabler/icons-react';
import { RowAction, RowMenu } from '../../../components/data-table';
import type { RowTools } from '../../../components/resource';
import { useSetProductArchived } from '../api/change-products';

interface ProductRowActionsProps {
  product: ProductSummary;
  allowed: { update: boolean; delete: boolean };
  tools: RowTools;
  /** Archives (true) or brings back (false) a product, once confirmed. */
  setArchived: ReturnType<typeof useSetProductArchived>['mutateAsync'];
}

/** Edit as an icon; the rest (page, variants, archive, delete) in a menu, each as the user may. */
export function ProductRowActions({ product, allowed, tools, setArchived }: ProductRowActionsProps) {
  const { t, name, confirm, askDelete } = tools;
  const params = { product: String(product.id) };
  const archive = product.is_archived ? 'unarchive' : 'archive';
  return (
    <>
      {allowed.update && (
        <RowAction
          label={t('actions.edit')}
          rowName={name}
          icon={IconPencil}
          renderRoot={(props) => <Link {...props} to="/dashboard/products/$product" params={params} />}
        />
      )}
      <RowMenu label={`${t('actions.more')}: ${name}`}>
        {(Menu) => (
          <>
            <Menu.Item leftSection={<IconEye size={16} />} renderRoot={(props) => <Link {...props} to="/dashboard/products/$product/show" params={params} />}>
              {t('actions.show')}
            </Menu.Item>
            {product.variants_count > 0 && (
              <Menu.Item
                leftSection={<IconHierarchy2 size={16} />}
                renderRoot={(props) => <Link {...props} to="/dashboard/products/$product/children" params={params} />}
              >
                {t('actions.variants')}
              </Menu.Item>
            )}
            {allowed.update && (
              <Menu.Item
                leftSection={product.is_archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                onClick={() => confirm({ key: archive, run: () => setArchived({ id: product.id, archived: !product.is_archived }), toast: `toast.${archive}d` })}
              >
                {t(`actions.${archive}`)}
              </Menu.Item>
            )}
            {allowed.delete && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={askDelete}
              >
                {t('actions.delete')}
              </Menu.Item>
            )}
          </>
        )}
      </RowMenu>
    </>
  );
}
