import { Avatar, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { mediaUrl, type Order } from '@matjar/shared';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import stackedTable from '../../../components/stacked-table/stacked-table.module.css';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { OrderTotals } from './order-totals';

type OrderItem = Order['items'][number];

/**
 * The lines as ordered (name, variant options, sku, prices kept from that day, the offer
 * that discounted each) and the totals with the coupon. On a phone each line is a card (components/stacked-table), so the line total
 * never scrolls out of sight.
 */
export function OrderItems({ order, currency }: { order: Order; currency: string }) {
  const { t } = useTranslation('orders');
  const money = (amount: string) => <bdi>{formatCurrency(amount, currency)}</bdi>;

  return (
    <Paper withBorder radius="md">
      <Title order={4} p="md" pb={0}>
        {t('page.items')}
      </Title>
      <Table.ScrollContainer className={stackedTable.scroll} minWidth={420} type="native">
        <Table className={stackedTable.stacked} verticalSpacing="sm" horizontalSpacing="md" aria-label={t('page.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('item.product')}</Table.Th>
              <Table.Th ta="end">{t('item.unitPrice')}</Table.Th>
              <Table.Th ta="end">{t('item.quantity')}</Table.Th>
              <Table.Th ta="end">{t('item.tax')}</Table.Th>
              <Table.Th ta="end">{t('item.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <LineProduct item={item} />
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} data-label={t('item.unitPrice')}>
                  <div>
                    {money(item.unit_price)}
                    {Number(item.offer_discount) > 0 && (
                      <Text fz="xs" c="teal.9" data-testid="line-offer-discount">
                        {t('item.offerDiscount', { amount: formatCurrency(item.offer_discount, currency) })}
                      </Text>
                    )}
                  </div>
                </Table.Td>
                <Table.Td ta="end" data-label={t('item.quantity')}>
                  {formatNumber(item.quantity)}
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} data-label={t('item.tax')}>
                  <div>
                    {money(item.tax)}
                    <Text fz="xs" c="dimmed">
                      {formatNumber(Number(item.tax_percent) / 100, { style: 'percent', maximumFractionDigits: 2 })}
                    </Text>
                  </div>
                </Table.Td>
                <Table.Td ta="end" fw={600} style={{ whiteSpace: 'nowrap' }} data-label={t('item.lineTotal')} data-testid="line-total">
                  {money(item.line_total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <OrderTotals order={order} currency={currency} />
    </Paper>
  );
}

/**
 * A line's picture, name, variant options, sku and barcode, as sold: a product archived or
 * deleted since is said so (no picture, no link, the rest as it was).
 */
function LineProduct({ item }: { item: OrderItem }) {
  const { t } = useTranslation('orders');
  const { locale } = useLocale();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={item.image ? mediaUrl(item.image, '100x100') : null} radius="sm" size={44} alt="">
        <IconPackage size={20} />
      </Avatar>
      <Stack gap={0}>
        <Text fz="sm" fw={500}>
          {item.name[locale]}
        </Text>
        {item.options.length > 0 && (
          <Text fz="xs" c="dimmed">
            {item.options.map((option) => `${option.name[locale]}: ${option.value[locale]}`).join(' · ')}
          </Text>
        )}
        <Text fz="xs" c="dimmed" ff="monospace" dir="ltr" style={{ unicodeBidi: 'isolate', alignSelf: 'flex-start' }}>
          {item.barcode ? `${item.sku} · ${item.barcode}` : item.sku}
        </Text>
        {item.offer && (
          <Badge size="xs" variant="light" color="teal" style={{ alignSelf: 'flex-start' }} data-testid="line-offer">
            {t('item.offer', { title: item.offer.title[locale] })}
          </Badge>
        )}
        {item.product_status !== 'active' && (
          <Badge size="xs" variant="light" color={item.product_status === 'deleted' ? 'gray' : 'yellow'} style={{ alignSelf: 'flex-start' }}>
            {t(item.product_status === 'deleted' ? 'item.productDeleted' : 'item.productArchived')}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}
