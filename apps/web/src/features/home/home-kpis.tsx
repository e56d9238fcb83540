import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { CountKpi, Home, HomePeriod, MoneyKpi } from '@matjar/shared';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { DirectionalIcon } from '../../components/directional-icon/directional-icon';
import { formatCurrency, formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n/use-translation';
import classes from './home-page.module.css';

type Kpis = NonNullable<Home['kpis']>;

/** The home's four figures for the period, each with its change against the period before. */
export function HomeKpis({ kpis, period, currency }: { kpis: Kpis; period: HomePeriod; currency: string }) {
  const { t } = useTranslation('home');
  const money = (kpi: MoneyKpi) => formatCurrency(kpi.value, currency);
  const cards = [
    { key: 'revenue', kpi: kpis.revenue, value: money(kpis.revenue) },
    { key: 'orders', kpi: kpis.orders, value: formatNumber(kpis.orders.value) },
    { key: 'averageOrderValue', kpi: kpis.average_order_value, value: money(kpis.average_order_value) },
    ...(kpis.new_customers ? [{ key: 'newCustomers', kpi: kpis.new_customers, value: formatNumber(kpis.new_customers.value) }] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: cards.length }} spacing="md" aria-label={t('kpis.title')} component="section">
      {cards.map((card) => (
        <Card key={card.key} p="lg" data-kpi={card.key}>
          <Text fz="sm" c="dimmed" component="h3" m={0} fw={500}>
            {t(`kpis.${card.key}`)}
          </Text>
          <Text fz={28} fw={700} mt={4} lh={1.2}>
            <bdi>{card.value}</bdi>
          </Text>
          <Change kpi={card.kpi} period={period} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The change as an arrow, a colour and words: "▲ 12.5% vs the previous 7 days" (the arrow and colour repeat what the words say). */
function Change({ kpi, period }: { kpi: MoneyKpi | CountKpi; period: HomePeriod }) {
  const { t } = useTranslation('home');
  const previous = t(`kpis.previous.${period}`);
  if (kpi.change === null) {
    return (
      <Text fz="sm" c="dimmed" mt="xs">
        {t('kpis.noPrevious', { previous })}
      </Text>
    );
  }
  const percent = formatNumber(Math.abs(kpi.change), { style: 'percent', maximumFractionDigits: 1 });
  const direction = kpi.change > 0 ? 'up' : kpi.change < 0 ? 'down' : 'flat';
  const icon = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconMinus;
  return (
    <Group gap={4} mt="xs" wrap="nowrap" className={classes.change} data-direction={direction}>
      <DirectionalIcon icon={icon} size={16} stroke={2} />
      <Text fz="sm" fw={500} span>
        {t(`kpis.change.${direction}`, { percent, previous })}
      </Text>
    </Group>
  );
}
