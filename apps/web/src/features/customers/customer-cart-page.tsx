import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { RecordPending } from '../../components/error-pages/record-error';
import { ListEmpty } from '../../components/data-table/data-table-states';
import { useLocalCurrency } from '../../components/pickers';
import stackedTable from '../../components/stacked-table/stacked-table.module.css';
import { formatCurrency, formatDateTime, formatNumber, formatRelativeTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useCart } from './api/get-cart';

/** /dashboard/customers/{customer}/carts: what sits in the customer's cart, and since when. */
export default function CustomerCartPage() {
  const { t } = useTranslation(['customers', 'fields']);
  const { locale } = useLocale();
  const currency = useLocalCurrency();
  const id = Number((useParams({ strict: false }) as { customer: string }).customer);
  const cart = useCart(id);

  if (!cart.isSuccess) return <RecordPending query={cart} />;
  const { items, total, updated_at: lastActivity } = cart.data;
  const money = (amount: string) => <bdi>{formatCurrency(amount, currency)}</bdi>;

  return (
    <Paper withBorder radius="md">
      {items.length === 0 ? (
        <ListEmpty searching={false} onClearSearch={() => undefined} empty={{ title: t('cart.emptyTitle'), description: t('cart.emptyText') }} />
      ) : (
        <Stack gap={0}>
          <Table.ScrollContainer className={stackedTable.scroll} minWidth={640} type="native">
            <Table className={stackedTable.stacked} aria-label={t('tabs.cart')} verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cart.product')}</Table.Th>
                  <Table.Th>{t('fields:sku')}</Table.Th>
                  <Table.Th ta="end">{t('fields:quantity')}</Table.Th>
                  <Table.Th ta="end">{t('cart.unitPrice')}</Table.Th>
                  <Table.Th ta="end">{t('cart.lineTotal')}</Table.Th>
                  <Table.Th>{t('cart.addedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td fw={500}>{item.product.name[locale]}</Table.Td>
                    <Table.Td data-label={t('fields:sku')}>
                      <Text span fz="sm" ff="monospace" dir="ltr">
                        {item.product.sku}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end" data-label={t('fields:quantity')}>
                      {formatNumber(item.quantity)}
                    </Table.Td>
                    <Table.Td ta="end" data-label={t('cart.unitPrice')}>
                      {money(item.unit_price)}
                    </Table.Td>
                    <Table.Td ta="end" data-label={t('cart.lineTotal')}>
                      {money(item.line_total)}
                    </Table.Td>
                    <Table.Td data-label={t('cart.addedAt')}>
                      <time dateTime={item.updated_at} title={formatDateTime(item.updated_at)}>
                        {formatRelativeTime(item.updated_at)}
                      </time>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" px="md" py="sm" style={{ borderBlockStart: '1px solid var(--mantine-color-default-border)' }}>
            <Text fz="sm" c="dimmed">
              {lastActivity && t('cart.lastActivity', { time: formatRelativeTime(lastActivity) })}
            </Text>
            <Text fw={600}>
              {t('cart.total')}: {money(total)}
            </Text>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
