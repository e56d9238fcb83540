import { SegmentedControl, Text } from '@mantine/core';
import type { ListMeta, TopCustomerRow } from '@matjar/shared';
import { ChartFigure, RankedBars } from '../../components/charts/charts';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CUSTOMERS_BY } from './api/report-query';
import { useReport } from './api/use-report';
import { count, CustomerCell, useMoney } from './components/report-cells';
import { ReportPage } from './components/report-page';
import { ReportTable } from './components/report-table';

type Answer = { data: { range: { date_from: string; date_to: string }; rows: TopCustomerRow[] }; meta: ListMeta };

/** /dashboard/report/top-customer: the customers who spent most, or ordered most often, in the period. */
export default function TopCustomersPage() {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const { search, setSearch, query } = useReport<Answer>('top-customer');
  const by = search.by === 'orders' ? 'orders' : 'spend';
  const rows = query.data?.data.rows ?? [];
  const top = rows.slice(0, 10);

  return (
    <ReportPage
      kind="top-customer"
      name="topCustomers"
      search={search}
      setSearch={setSearch}
      query={query}
      range={query.data?.data.range}
      meta={query.data?.meta}
      empty={rows.length === 0}
      controls={
        <SegmentedControl
          aria-label={t('by.label')}
          value={by}
          onChange={(next) => setSearch({ by: next })}
          data={CUSTOMERS_BY.map((option) => ({ value: option, label: t(`by.${option}`) }))}
        />
      }
      chart={
        <ChartFigure summary={t('topCustomers.chartSummary', { count: top.length, first: top[0]?.customer.name ?? '' })}>
          <RankedBars
            rows={top.map((row) => ({ name: row.customer.name, value: by === 'orders' ? row.orders_count : Number(row.spend) }))}
            valueFormatter={(value) => (by === 'orders' ? count(value) : money(value))}
            barsLabel={t('fields.customer')}
            valueLabel={t(`by.${by}`)}
          />
        </ChartFigure>
      }
    >
      {(busy) => (
        <ReportTable
          busy={busy}
          label={t('topCustomers.table')}
          rows={rows}
          rowKey={(row) => row.customer.id}
          columns={[
            { key: 'customer', header: t('fields.customer'), cell: (row) => <CustomerCell customer={row.customer} /> },
            { key: 'phone', header: t('fields.phone'), cell: (row) => <Text span fz="sm" dir="ltr">{row.customer.phone}</Text> },
            { key: 'orders', header: t('fields.orders'), cell: (row) => count(row.orders_count), numeric: true },
            { key: 'spend', header: t('fields.spend'), cell: (row) => <bdi>{money(row.spend)}</bdi>, numeric: true },
            { key: 'last', header: t('fields.lastOrder'), cell: (row) => <time dateTime={row.last_order_at}>{formatDateTime(row.last_order_at)}</time> },
          ]}
        />
      )}
    </ReportPage>
  );
}
