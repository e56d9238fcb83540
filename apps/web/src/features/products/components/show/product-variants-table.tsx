import { Table } from '@mantine/core';
import type { ProductChild } from '@matjar/shared';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLocalCurrency } from '../../../../components/pickers';
import { formatCurrency } from '../../../../lib/format';
import { StockCell } from '../stock-badge';
import { VariantLabel } from '../variant-label';

/** The variants as a plain table for the printed sheet. */
export function ProductVariantsTable({ variants }: { variants: ProductChild[] }) {
  const { t } = useTranslation(['products', 'fields']);
  const currency = useLocalCurrency();
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table aria-label={t('children.title')} withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('children.variant')}</Table.Th>
            <Table.Th>{t('fields:sku')}</Table.Th>
            <Table.Th>{t('fields:buying_price')}</Table.Th>
            <Table.Th>{t('fields:selling_price')}</Table.Th>
            <Table.Th>{t('fields:quantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((child) => (
            <Table.Tr key={child.id}>
              <Table.Td>
                <VariantLabel child={child} />
              </Table.Td>
              <Table.Td ff="monospace" dir="ltr">
                {child.sku}
              </Table.Td>
              <Table.Td>{formatCurrency(child.buying_price, currency)}</Table.Td>
              <Table.Td>{formatCurrency(child.selling_price, currency)}</Table.Td>
              <Table.Td>
                <StockCell quantity={child.quantity} level={child.stock_level} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
