import { Table } from '@mantine/core';
import type { ProductChild } from '@matjar/shared';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useLocalCurrency } from '../../../../components/pickers';
import { formatCurrency } from '../../../../lib/format';
import { TableHead } from '../../../../components/stacked-table/table-head';
import { StockCell } from '../stock-badge';
import { VariantLabel } from '../variant-label';

/** The variants as a plain table for the printed sheet. */
export function ProductVariantsTable({ variants }: { variants: ProductChild[] }) {
  const { t } = useTranslation(['products', 'fields']);
  const currency = useLocalCurrency();
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table aria-label={t('children.title')} withTableBorder fz="sm" verticalSpacing={6}>
        <TableHead labels={[t('children.variant'), t('fields:sku'), t('fields:buying_price'), t('fields:selling_price'), t('fields:quantity')]} />
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
