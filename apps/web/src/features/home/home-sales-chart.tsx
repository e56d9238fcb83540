import type { SalesPoint } from '@matjar/shared';
import { ChartFigure, TimeChart } from '../../components/charts/charts';
import { formatCurrency, formatMonth, formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The home's twelve months of revenue, loaded after its figures (the charts' code is large). */
export default function HomeSalesChart({ points, currency }: { points: readonly SalesPoint[]; currency: string }) {
  const { t } = useTranslation('home');
  const money = (value: number | string) => formatCurrency(value, currency);
  const total = points.reduce((sum, point) => sum + Number(point.revenue), 0);
  return (
    <ChartFigure
      summary={t('chart.summary', { total: money(total.toFixed(2)), from: points[0] ? formatMonth(points[0].period) : '', to: points.at(-1) ? formatMonth(points.at(-1)!.period) : '' })}
      table={{
        caption: t('chart.title'),
        columns: [t('chart.month'), t('kpis.orders'), t('kpis.revenue')],
        rows: points.map((point) => [formatMonth(point.period), formatNumber(point.orders), money(point.revenue)]),
      }}
    >
      <TimeChart
        kind="bar"
        points={points.map((point) => ({ period: point.period, revenue: Number(point.revenue) }))}
        series={[{ name: 'revenue', label: t('kpis.revenue'), color: 'brand.6' }]}
        periodLabel={formatMonth}
        valueFormatter={(value) => money(value)}
      />
    </ChartFigure>
  );
}
