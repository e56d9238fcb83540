import { ActionIcon, Menu } from '@mantine/core';
import type { ProductSummary } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { IconArchive, IconArchiveOff, IconDots, IconEye, IconHierarchy2, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';

export interface ProductIntent {
  kind: 'archive' | 'delete';
  product: ProductSummary;
}

interface ProductRowActionsProps {
  product: ProductSummary;
  allowed: { update: boolean; delete: boolean };
  onIntent: (intent: ProductIntent) => void;
}

/** Edit as an icon; the rest (page, variants, archive, delete) in a menu, each as the user may. */
export function ProductRowActions({ product, allowed, onIntent }: ProductRowActionsProps) {
  const { t } = useTranslation('products');
  const { locale } = useLocale();
  const name = product.name[locale];
  const params = { product: String(product.id) };
  return (
    <>
      {allowed.update && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${t('actions.edit')}: ${name}`}
          renderRoot={(props) => <Link {...props} to="/dashboard/products/$product" params={params} />}
        >
          <IconPencil size={18} />
        </ActionIcon>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`${t('actions.more')}: ${name}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
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
              onClick={() => onIntent({ kind: 'archive', product })}
            >
              {t(product.is_archived ? 'actions.unarchive' : 'actions.archive')}
            </Menu.Item>
          )}
          {allowed.delete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onIntent({ kind: 'delete', product })}>
              {t('actions.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
