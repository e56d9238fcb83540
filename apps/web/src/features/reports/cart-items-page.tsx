import type { CartReportRow, ListMeta } from '@matjar/shared';
import { ChartFigure, RankedBars } from '../../components/charts/charts';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useReport } from './api/use-report';
import { count, ProductCell, productName, useMoney } from './components/report-cells';
import { ReportPage } from './components/report-page';
import { ReportTable } from './components/report-table';

/** The cart report answered its rows as `data` before it took a period; with one it is a report page. */
type Answer = { data: CartReportRow[] | { range: { date_from: string; date_to: string }; rows: CartReportRow[] }; meta: ListMeta };

/** /dashboard/report/cart-items: the products sitting in customers' carts now, by quantity and value (the API takes no period). */
export default function CartItemsPage() {
  const { t } = useTranslation('reports');
  const { locale } = useLocale();
  const money = useMoney();
  const { search, setSearch, query } = useReport<Answer>('cart-items', { withPeriod: false });
  const answer = query.data?.data;
  const rows = (Array.isArray(answer) ? answer : answer?.rows) ?? [];
  const top = rows.slice(0, 10);

  return (
    <ReportPage
      kind="cart-items"
      name="cartItems"
      search={search}
      setSearch={setSearch}
      query={query}
      range={Array.isArray(answer) ? undefined : answer?.range}
      withPeriod={false}
      meta={query.data?.meta}
      empty={rows.length === 0}
      chart={
        <ChartFigure summary={t('cartItems.chartSummary', { count: top.length, first: top[0] ? productName(top[0].product, locale) : '' })}>
          <RankedBars
            rows={top.map((row) => ({ name: productName(row.product, locale), value: Number(row.value) }))}
            valueFormatter={money}
            barsLabel={t('fields.product')}
            valueLabel={t('fields.cartValue')}
          />
        </ChartFigure>
      }
    >
      {(busy) => (
        <ReportTable
          busy={busy}
          label={t('cartItems.table')}
          rows={rows}
          rowKey={(row) => row.product.id}
          columns={[
            { key: 'product', header: t('fields.product'), cell: (row) => <ProductCell product={row.product} /> },
            { key: 'carts', header: t('fields.carts'), cell: (row) => count(row.carts_count), numeric: true },
            { key: 'quantity', header: t('fields.quantity'), cell: (row) => count(row.quantity), numeric: true },
            { key: 'value', header: t('fields.cartValue'), cell: (row) => <bdi>{money(row.value)}</bdi>, numeric: true },
            { key: 'last', header: t('fields.lastAdded'), cell: (row) => <time dateTime={row.last_added_at}>{formatDateTime(row.last_added_at)}</time> },
          ]}
        />
      )}
    </ReportPage>
  );
}
