import { Badge } from '@mantine/core';
import type { ListMeta, UnderDemandRow } from '@matjar/shared';
import { ChartFigure, RankedBars } from '../../components/charts/charts';
import { WHOLE_BADGE } from '../../components/whole-badge';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useReport } from './api/use-report';
import { count, ProductCell, productName } from './components/report-cells';
import { ReportPage } from './components/report-page';
import { ReportTable } from './components/report-table';

type Answer = { data: { range?: { date_from: string; date_to: string }; rows: UnderDemandRow[] }; meta: ListMeta };

/** /dashboard/report/under-demand-limit-items: products whose stock is at or below their own demand limit, as it is now. */
export default function UnderDemandLimitPage() {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const { search, setSearch, query } = useReport<Answer>('under-demand-limit-items');
  const rows = query.data?.data.rows ?? [];
  const top = rows.slice(0, 10);

  return (
    <ReportPage
      kind="under-demand-limit-items"
      name="underDemandLimit"
      search={search}
      setSearch={setSearch}
      query={query}
      withPeriod={false}
      meta={query.data?.meta}
      empty={rows.length === 0}
      chart={
        <ChartFigure summary={t('underDemandLimit.chartSummary', { count: query.data?.meta.total ?? rows.length })}>
          <RankedBars
            rows={top.map((row) => ({ name: productName(row.product, locale), value: row.quantity }))}
            valueFormatter={count}
            barsLabel={t('fields.product')}
            valueLabel={t('fields.stock')}
          />
        </ChartFigure>
      }
    >
      {(busy) => (
        <ReportTable
          busy={busy}
          label={t('underDemandLimit.table')}
          rows={rows}
          rowKey={(row) => row.product.id}
          columns={[
            { key: 'product', header: t('fields.product'), cell: (row) => <ProductCell product={row.product} /> },
            {
              key: 'stock',
              header: t('fields.stock'),
              cell: (row) => (
                <Badge {...WHOLE_BADGE} variant="light" color={row.quantity === 0 ? 'red' : 'orange'}>
                  {count(row.quantity)}
                </Badge>
              ),
              numeric: true,
            },
            { key: 'limit', header: t('fields.demandLimit'), cell: (row) => count(row.demand_limit), numeric: true },
          ]}
        />
      )}
    </ReportPage>
  );
}
