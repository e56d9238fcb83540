import { Avatar, Group, Paper, Stack, Table, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { mediaUrl, type Order } from '@matjar/shared';
import { IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import classes from './order-items.module.css';
import { OrderTotals } from './order-totals';

/**
 * The lines as ordered (name, variant options, sku, prices kept from that day) and the
 * totals: a table from tablet width up, a list of lines on a phone (as the line total would
 * otherwise scroll out of sight).
 */
export function OrderItems({ order, currency }: { order: Order; currency: string }) {
  const { t } = useTranslation('orders');
  // Read at once (not after a first render) so a wide screen never flashes the phone list.
  const phone = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const money = (amount: string) => <bdi>{formatCurrency(amount, currency)}</bdi>;
  const lines = { items: order.items, label: t('page.items'), money };

  return (
    <Paper withBorder radius="md">
      <Title order={4} p="md" pb={0}>
        {t('page.items')}
      </Title>
      {phone ? <PhoneLines {...lines} /> : <LinesTable {...lines} />}
      <OrderTotals order={order} currency={currency} />
    </Paper>
  );
}

type OrderItem = Order['items'][number];
interface LinesProps {
  items: OrderItem[];
  label: string;
  money: (amount: string) => ReactNode;
}

function LinesTable({ items, label, money }: LinesProps) {
  const { t } = useTranslation('orders');
  return (
    <Table.ScrollContainer minWidth={420} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={label}>
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
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <LineProduct item={item} />
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {money(item.unit_price)}
                {Number(item.discount) > 0 && (
                  <Text fz="xs" c="red">
                    − {money(item.discount)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end">{formatNumber(item.quantity)}</Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {money(item.tax)}
                <Text fz="xs" c="dimmed">
                  {formatNumber(Number(item.tax_percent) / 100, { style: 'percent', maximumFractionDigits: 2 })}
                </Text>
              </Table.Td>
              <Table.Td ta="end" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="line-total">
                {money(item.line_total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone: a line under another, the line total always in sight. */
function PhoneLines({ items, label, money }: LinesProps) {
  return (
    <Stack gap={0} mt="sm" aria-label={label} role="list">
      {items.map((item) => (
        <Group
          key={item.id}
          role="listitem"
          className={classes.phoneLine}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          px="md"
          py="sm"
        >
          <LineProduct item={item}>
            <Text fz="xs" c="dimmed">
              {money(item.unit_price)} × {formatNumber(item.quantity)}
              {Number(item.discount) > 0 && (
                <Text span c="red" inherit>
                  {' '}
                  (− {money(item.discount)})
                </Text>
              )}
            </Text>
          </LineProduct>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="line-total">
            {money(item.line_total)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A line's picture, name, variant options and sku; `children` adds lines under them. */
function LineProduct({ item, children }: { item: OrderItem; children?: ReactNode }) {
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
          {item.sku}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}
