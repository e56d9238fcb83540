import { SegmentedControl } from '@mantine/core';
import type { ListMeta, MostSellerRow } from '@matjar/shared';
import { ChartFigure, RankedBars } from '../../components/charts/charts';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SELLERS_BY } from './api/report-query';
import { useReport } from './api/use-report';
import { count, ProductCell, productName, useMoney } from './components/report-cells';
import { ReportPage } from './components/report-page';
import { ReportTable } from './components/report-table';

type Answer = { data: { range: { date_from: string; date_to: string }; rows: MostSellerRow[] }; meta: ListMeta };

/** /dashboard/report/most-sellers: the products sold most in the period, by quantity or by revenue. */
export default function MostSellersPage() {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const money = useMoney();
  const { search, setSearch, query } = useReport<Answer>('most-sellers');
  const by = search.by === 'revenue' ? 'revenue' : 'quantity';
  const rows = query.data?.data.rows ?? [];
  const value = (row: MostSellerRow) => (by === 'revenue' ? Number(row.revenue) : row.quantity);
  const shown = (amount: number) => (by === 'revenue' ? money(amount) : count(amount));
  const top = rows.slice(0, 10);

  return (
    <ReportPage
      kind="most-sellers"
      name="mostSellers"
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
          data={SELLERS_BY.map((option) => ({ value: option, label: t(`by.${option}`) }))}
        />
      }
      chart={
        <ChartFigure summary={t('mostSellers.chartSummary', { count: top.length, first: top[0] ? productName(top[0].product, locale) : '' })}>
          <RankedBars
            rows={top.map((row) => ({ name: productName(row.product, locale), value: value(row) }))}
            valueFormatter={shown}
            barsLabel={t('fields.product')}
            valueLabel={t(`by.${by}`)}
          />
        </ChartFigure>
      }
    >
      {(busy) => (
        <ReportTable
          busy={busy}
          label={t('mostSellers.table')}
          rows={rows}
          rowKey={(row) => row.product.id}
          columns={[
            { key: 'product', header: t('fields.product'), cell: (row) => <ProductCell product={row.product} /> },
            { key: 'quantity', header: t('fields.quantitySold'), cell: (row) => count(row.quantity), numeric: true },
            { key: 'revenue', header: t('fields.revenue'), cell: (row) => <bdi>{money(row.revenue)}</bdi>, numeric: true },
            { key: 'orders', header: t('fields.orders'), cell: (row) => count(row.orders_count), numeric: true },
          ]}
        />
      )}
    </ReportPage>
  );
}
