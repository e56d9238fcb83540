import { SegmentedControl } from '@mantine/core';
import type { ItemsViewRow, ListMeta } from '@matjar/shared';
import { ChartFigure, TimeChart } from '../../components/charts/charts';
import { useTranslation } from '../../lib/i18n/use-translation';
import { GROUPS } from './api/report-query';
import { useReport } from './api/use-report';
import { count, periodLabel, ProductCell } from './components/report-cells';
import { ReportPage } from './components/report-page';
import { ReportTable } from './components/report-table';

type Answer = {
  data: { range: { date_from: string; date_to: string }; rows: ItemsViewRow[]; points?: { period: string; views: number }[]; group?: string };
  meta: ListMeta;
};

/** /dashboard/report/items-view: product views over time, and the products viewed most. */
export default function ItemsViewPage() {
  const { t } = useTranslation('reports');
  const { search, setSearch, query } = useReport<Answer>('items-view');
  const report = query.data?.data;
  const group = report?.group ?? search.group ?? 'day';
  const label = periodLabel(group);
  const rows = report?.rows ?? [];
  const points = report?.points ?? [];
  const total = points.reduce((sum, point) => sum + point.views, 0);

  return (
    <ReportPage
      kind="items-view"
      name="itemsView"
      search={search}
      setSearch={setSearch}
      query={query}
      range={report?.range}
      meta={query.data?.meta}
      empty={rows.length === 0 && total === 0}
      controls={
        <SegmentedControl
          aria-label={t('group.label')}
          value={group}
          onChange={(value) => setSearch({ group: value })}
          data={GROUPS.map((value) => ({ value, label: t(`group.${value}`) }))}
        />
      }
      chart={
        points.length > 0 && (
          <ChartFigure
            summary={t('itemsView.chartSummary', { total: count(total) })}
            table={{
              caption: t('itemsView.chartTable'),
              columns: [t('fields.period'), t('fields.views')],
              rows: points.map((point) => [label(point.period), count(point.views)]),
            }}
          >
            <TimeChart
              kind="bar"
              points={points}
              series={[{ name: 'views', label: t('fields.views'), color: 'brand.6' }]}
              periodLabel={label}
              valueFormatter={count}
            />
          </ChartFigure>
        )
      }
    >
      {(busy) => (
        <ReportTable
          busy={busy}
          label={t('itemsView.table')}
          rows={rows}
          rowKey={(row) => row.product.id}
          columns={[
            { key: 'product', header: t('fields.product'), cell: (row) => <ProductCell product={row.product} /> },
            { key: 'views', header: t('fields.views'), cell: (row) => count(row.views), numeric: true },
          ]}
        />
      )}
    </ReportPage>
  );
}
