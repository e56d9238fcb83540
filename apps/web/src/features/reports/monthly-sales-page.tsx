import { SegmentedControl } from '@mantine/core';
import type { MonthlySales } from '@matjar/shared';
import { ChartFigure, TimeChart } from '../../components/charts/charts';
import { useTranslation } from '../../lib/i18n/use-translation';
import { GROUPS } from './api/report-query';
import { useReport } from './api/use-report';
import { count, periodLabel, Totals, useMoney } from './components/report-cells';
import { ReportPage } from './components/report-page';
import { ReportTable } from './components/report-table';

/** /dashboard/report/monthly-sales: orders and revenue by day, week or month. */
export default function MonthlySalesPage() {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const { search, setSearch, query } = useReport<{ data: MonthlySales }>('monthly-sales');
  const report = query.data?.data;
  const group = report?.group ?? search.group ?? 'month';
  const label = periodLabel(group);
  const points = report?.points ?? [];
  const best = points.reduce<(typeof points)[number] | undefined>((top, point) => (!top || Number(point.revenue) > Number(top.revenue) ? point : top), undefined);

  return (
    <ReportPage
      kind="monthly-sales"
      name="monthlySales"
      search={search}
      setSearch={setSearch}
      query={query}
      range={report?.range}
      empty={points.length === 0}
      controls={
        <SegmentedControl
          aria-label={t('group.label')}
          value={group}
          onChange={(value) => setSearch({ group: value })}
          data={GROUPS.map((value) => ({ value, label: t(`group.${value}`) }))}
        />
      }
      summary={
        report && (
          <Totals
            items={[
              { label: t('fields.orders'), value: count(report.totals.orders) },
              { label: t('fields.revenue'), value: money(report.totals.revenue) },
              { label: t('fields.averageOrderValue'), value: money(report.totals.average_order_value) },
            ]}
          />
        )
      }
      chart={
        <ChartFigure
          summary={t('monthlySales.chartSummary', {
            count: points.length,
            total: report ? money(report.totals.revenue) : '',
            best: best ? label(best.period) : '',
            bestRevenue: best ? money(best.revenue) : '',
          })}
        >
          <TimeChart
            points={points.map((point) => ({ period: point.period, revenue: Number(point.revenue) }))}
            series={[{ name: 'revenue', label: t('fields.revenue'), color: 'brand.6' }]}
            periodLabel={label}
            valueFormatter={(value) => money(value)}
          />
        </ChartFigure>
      }
    >
      {(busy) => (
        <ReportTable
          busy={busy}
          label={t('monthlySales.table')}
          rows={points}
          rowKey={(point) => point.period}
          columns={[
            { key: 'period', header: t('fields.period'), cell: (point) => label(point.period) },
            { key: 'orders', header: t('fields.orders'), cell: (point) => count(point.orders), numeric: true },
            { key: 'revenue', header: t('fields.revenue'), cell: (point) => <bdi>{money(point.revenue)}</bdi>, numeric: true },
            { key: 'aov', header: t('fields.averageOrderValue'), cell: (point) => <bdi>{money(point.average_order_value)}</bdi>, numeric: true },
          ]}
        />
      )}
    </ReportPage>
  );
}
