import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ProductChild } from '@matjar/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { IconArrowBackUp, IconPackage, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { RowAction } from '../../components/data-table';
import { FormDrawer, useRetained } from '../../components/form-drawer';
import { PageHeader } from '../../components/page-header/page-header';
import { useLocalCurrency } from '../../components/pickers';
import { formatCurrency } from '../../lib/format';
import { TableHead } from '../../components/stacked-table/table-head';
import { useLocale } from '../../lib/i18n/use-locale';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { notify } from '../../lib/notify';
import { useCan } from '../../lib/session/use-can';
import { productChildrenQueryOptions, productQueryOptions } from './api/get-product';
import { useSaveProductChild } from './api/save-product';
import { onFirstRender } from '../../components/deferred/on-first-render';
import { MediaThumb } from '../../components/media-thumb';
import stackedTable from '../../components/stacked-table/stacked-table.module.css';
import { StockCell } from './components/stock-badge';
import { VariantLabel } from './components/variant-label';
import { DirectionalIcon } from '../../components/directional-icon/directional-icon';

const ChildForm = onFirstRender(() => import('./components/child-form').then((module) => module.ChildForm));

/** /dashboard/products/{id}/children: the variants, each edited in a side panel. */
export default function ProductChildrenPage() {
  usePageTitle('products:children.title');
  const { t } = useTranslation(['products', 'fields', 'table']);
  const { locale } = useLocale();
  const id = Number(useParams({ strict: false }).product);
  const product = useSuspenseQuery(productQueryOptions(id)).data;
  const children = useSuspenseQuery(productChildrenQueryOptions(id)).data;
  const currency = useLocalCurrency();
  const canEdit = useCan('products.update');
  const [editing, setEditing] = useState<ProductChild | null>(null);
  const shown = useRetained(editing);
  const save = useSaveProductChild();
  const name = product.name[locale];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('children.title')}
        description={
          <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/products/$product/show" params={{ product: String(id) }} />} fz="sm">
            <bdi>{name}</bdi>
          </Anchor>
        }
        action={
          <Button variant="default" leftSection={<DirectionalIcon icon={IconArrowBackUp} size={16} />} renderRoot={(props) => <Link {...props} to="/dashboard/products" />}>
            {t('actions.backToList')}
          </Button>
        }
      />
      <Paper withBorder radius="md">
        {children.length === 0 ? (
          <Text p="lg" c="dimmed" fz="sm">
            {t('children.none')}
          </Text>
        ) : (
          <Table.ScrollContainer className={stackedTable.scroll} minWidth={760} type="native">
            <Table className={stackedTable.stacked} aria-label={t('children.title')} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <TableHead labels={[t('children.variant'), t('fields:sku'), t('fields:barcode'), t('fields:buying_price'), t('fields:selling_price'), t('fields:quantity')]}>
                {canEdit && <Table.Th w={1} ta="end">{t('table:columns.actions')}</Table.Th>}
              </TableHead>
              <Table.Tbody>
                {children.map((child) => (
                  <Table.Tr key={child.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <MediaThumb icon={IconPackage} image={child.image ?? product.image} name={child.name[locale]} size={32} />
                        <VariantLabel child={child} />
                      </Group>
                    </Table.Td>
                    <Table.Td data-label={t('fields:sku')}>
                      <Text span ff="monospace" dir="ltr" fz="sm">
                        {child.sku}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label={t('fields:barcode')}>
                      <Text span ff="monospace" dir="ltr" fz="sm">
                        {child.barcode ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td fz="sm" data-label={t('fields:buying_price')}>
                      {formatCurrency(child.buying_price, currency)}
                    </Table.Td>
                    <Table.Td fz="sm" data-label={t('fields:selling_price')}>
                      {formatCurrency(child.selling_price, currency)}
                    </Table.Td>
                    <Table.Td data-label={t('fields:quantity')}>
                      <StockCell quantity={child.quantity} level={child.stock_level} />
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <RowAction label={t('actions.edit')} rowName={child.name[locale]} icon={IconPencil} onClick={() => setEditing(child)} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <FormDrawer opened={editing !== null} onClose={() => setEditing(null)} title={t('children.editTitle')}>
        {shown && (
          <ChildForm
            key={shown.id}
            child={shown}
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await save.mutateAsync({ productId: id, childId: shown.id, input });
              notify.success(t('toast.variantUpdated'));
            }}
          />
        )}
      </FormDrawer>
    </Stack>
  );
}
