import { Anchor, Card, Text, Title } from '@mantine/core';
import { ORDER_STATUS_NAMES, type Home, type OrderStatusCode } from '@matjar/shared';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCurrency, formatNumber, formatRelativeTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import classes from './home-page.module.css';

/** A panel of the home: a card with its title and, when there is one, a link to the whole list. */
function Panel({ title, more, children }: { title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <Card p="lg" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
      {more && (
        <Text fz="sm" mt="sm">
          {more}
        </Text>
      )}
    </Card>
  );
}

const statusName = (status: number) => ORDER_STATUS_NAMES[status as OrderStatusCode] ?? 'pending';

export function OrdersByStatus({ rows }: { rows: NonNullable<Home['orders_by_status']> }) {
  const { t } = useTranslation('home');
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Panel title={t('panels.ordersByStatus')}>
      {rows.map((row) => (
        <div key={row.status} className={classes.stat}>
          <div className={classes.line}>
            <Text fz="sm">{t(`status.${statusName(row.status)}`)}</Text>
            <Text fz="sm" fw={600}>
              {formatNumber(row.count)}
            </Text>
          </div>
          <div className={classes.bar} style={{ inlineSize: `${(row.count / most) * 100}%` }} aria-hidden />
        </div>
      ))}
    </Panel>
  );
}

export function LatestOrders({ rows, currency }: { rows: NonNullable<Home['latest_orders']>; currency: string }) {
  const { t } = useTranslation('home');
  return (
    <Panel title={t('panels.latestOrders')} more={<Anchor renderRoot={(props) => <Link {...props} to="/dashboard/orders" />}>{t('panels.allOrders')}</Anchor>}>
      {rows.length === 0 && <Text fz="sm" c="dimmed">{t('panels.noOrders')}</Text>}
      {rows.map((order) => (
        <div key={order.id} className={classes.row}>
          <div>
            <Anchor
              renderRoot={(props) => <Link {...props} to="/dashboard/orders/$order" params={{ order: String(order.id) }} />}
              fz="sm"
              ff="monospace"
              dir="ltr"
            >
              {order.code}
            </Anchor>
            <Text fz="xs" c="dimmed">
              <bdi>{order.customer.name}</bdi> · {t(`status.${statusName(order.status)}`)} · {formatRelativeTime(order.created_at)}
            </Text>
          </div>
          <Text fz="sm" fw={600}>
            <bdi>{formatCurrency(order.total, currency)}</bdi>
          </Text>
        </div>
      ))}
    </Panel>
  );
}

export function LowStock({ stock, toReport }: { stock: NonNullable<Home['low_stock']>; toReport: boolean }) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  const link = toReport ? (
    <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/report/under-demand-limit-items" />}>{t('panels.lowStockReport')}</Anchor>
  ) : (
    <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/products" />}>{t('panels.lowStockProducts')}</Anchor>
  );
  return (
    <Panel title={t('panels.lowStock')} more={stock.count > 0 ? link : undefined}>
      <Text fz="sm" c={stock.count > 0 ? 'red.8' : 'dimmed'} fw={stock.count > 0 ? 600 : undefined} mb={stock.items.length ? 'xs' : 0}>
        {t('panels.lowStockCount', { count: stock.count, value: formatNumber(stock.count) })}
      </Text>
      {stock.items.map((row) => (
        <div key={row.product.id} className={classes.row}>
          <Text fz="sm">{row.product.name[locale]}</Text>
          <Text fz="sm" fw={600}>
            {t('panels.stockOf', { quantity: formatNumber(row.quantity), limit: formatNumber(row.demand_limit) })}
          </Text>
        </div>
      ))}
    </Panel>
  );
}

export function TopProducts({ rows }: { rows: NonNullable<Home['top_products']> }) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  return (
    <Panel
      title={t('panels.topProducts')}
      more={<Anchor renderRoot={(props) => <Link {...props} to="/dashboard/report/most-sellers" />}>{t('panels.mostSellersReport')}</Anchor>}
    >
      {rows.length === 0 && <Text fz="sm" c="dimmed">{t('panels.noSales')}</Text>}
      {rows.map((row) => (
        <div key={row.product.id} className={classes.row}>
          <Text fz="sm">{row.product.name[locale]}</Text>
          <Text fz="sm" fw={600}>
            {t('panels.sold', { count: row.quantity, value: formatNumber(row.quantity) })}
          </Text>
        </div>
      ))}
    </Panel>
  );
}

export function OpenTickets({ tickets }: { tickets: NonNullable<Home['open_tickets']> }) {
  const { t } = useTranslation('home');
  return (
    <Panel title={t('panels.openTickets')} more={<Anchor renderRoot={(props) => <Link {...props} to="/dashboard/support" />}>{t('panels.allTickets')}</Anchor>}>
      <Text fz="sm" mb={tickets.items.length ? 'xs' : 0} c="dimmed">
        {t('panels.openCount', { count: tickets.count, value: formatNumber(tickets.count) })}
      </Text>
      {tickets.items.map((ticket) => (
        <div key={ticket.id} className={classes.row}>
          <Anchor renderRoot={(props) => <Link {...props} to="/dashboard/support/$ticket" params={{ ticket: String(ticket.id) }} />} fz="sm">
            <bdi>{ticket.subject}</bdi>
          </Anchor>
          <Text fz="xs" c="dimmed">
            {formatRelativeTime(ticket.created_at)}
          </Text>
        </div>
      ))}
    </Panel>
  );
}
