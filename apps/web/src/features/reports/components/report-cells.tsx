import { Anchor, Badge, Paper, SimpleGrid, Text } from '@mantine/core';
import { ORDER_STATUS_NAMES, type OrderStatusCode } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import { useLocalCurrency } from '../../../components/pickers/use-local-currency';
import { WHOLE_BADGE } from '../../../components/whole-badge';
import { formatCurrency, formatDay, formatMonth, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Money of the store's currency, through Intl, kept whole in a right-to-left line. */
export function useMoney() {
  const currency = useLocalCurrency();
  return (amount: string | number) => formatCurrency(amount, currency);
}

/** A period of a series as its axis and its table name it. */
export const periodLabel = (group: string) => (period: string) => (group === 'month' ? formatMonth(period) : formatDay(period));

/** A product of a report: its name in the screen's language, its SKU under it. */
export function ProductCell({ product }: { product: { name: { en: string; ar: string }; sku: string } }) {
  const { locale } = useLocale();
  return (
    <div>
      <Text fz="sm" fw={500}>
        {product.name[locale]}
      </Text>
      <Text fz="xs" c="dimmed" ff="monospace" dir="ltr" span>
        {product.sku}
      </Text>
    </div>
  );
}

export const productName = (product: { name: { en: string; ar: string } }, locale: 'en' | 'ar') => product.name[locale];

/** A customer of a report, linking to their page. */
export function CustomerCell({ customer }: { customer: { id: number; name: string } }) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/customers/$customer" params={{ customer: String(customer.id) }} />} fz="sm">
      <bdi>{customer.name}</bdi>
    </Anchor>
  );
}

const STATUS_COLORS = { pending: 'yellow', accepted: 'blue', rejected: 'red', canceled: 'gray', delivered: 'teal' } as const;

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('reports');
  const name = ORDER_STATUS_NAMES[status as OrderStatusCode] ?? 'pending';
  return (
    <Badge {...WHOLE_BADGE} variant="light" color={STATUS_COLORS[name]}>
      {t(`status.${name}`)}
    </Badge>
  );
}

/** A report's totals, a figure each. */
export function Totals({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: items.length }} spacing="md">
      {items.map((item) => (
        <Paper key={item.label} withBorder radius="md" p="md">
          <Text fz="sm" c="dimmed">
            {item.label}
          </Text>
          <Text fz="xl" fw={700}>
            <bdi>{item.value}</bdi>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export const count = (value: number) => formatNumber(value);
