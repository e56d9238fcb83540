import type { Order } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { PrintDoc } from './print-doc';
import classes from './print.module.css';

/**
 * The lines: with prices and tax on the invoice; with a tick box per line on the packing
 * slip. On a narrow sheet (a phone, an 80 mm receipt) each line stacks its cells, each
 * named by its `data-label` (print.module.css).
 */
export function PrintLines({ order, doc, currency }: { order: Order; doc: PrintDoc; currency: string }) {
  const { t } = useTranslation('orders');
  const { locale } = useLocale();
  const invoice = doc === 'invoice';
  const money = (amount: string) => formatCurrency(amount, currency);
  return (
    <table className={classes.lines}>
      <thead>
        <tr>
          <th>{t('print.line')}</th>
          <th>{t('item.product')}</th>
          <th>{t('item.sku')}</th>
          {invoice && <th className={classes.num}>{t('item.unitPrice')}</th>}
          <th className={classes.num}>{t('item.quantity')}</th>
          {invoice && <th className={classes.num}>{t('item.tax')}</th>}
          {invoice && <th className={classes.num}>{t('item.lineTotal')}</th>}
          {!invoice && <th className={classes.num}>{t('print.packed')}</th>}
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, index) => (
          <tr key={item.id}>
            <td>{formatNumber(index + 1)}</td>
            <td>
              {item.name[locale]}
              {item.options.length > 0 && (
                <div className={classes.muted}>
                  {item.options.map((option) => `${option.name[locale]}: ${option.value[locale]}`).join(' · ')}
                </div>
              )}
            </td>
            <td className={classes.nowrap} data-label={t('item.sku')}>
              <span className={classes.ltr}>{item.sku}</span>
            </td>
            {invoice && <td className={classes.num} data-label={t('item.unitPrice')}>{money(item.unit_price)}</td>}
            <td className={classes.num} data-label={t('item.quantity')}>{formatNumber(item.quantity)}</td>
            {invoice && <td className={classes.num} data-label={t('item.tax')}>{money(item.tax)}</td>}
            {invoice && <td className={classes.num} data-label={t('item.lineTotal')}>{money(item.line_total)}</td>}
            {!invoice && (
              <td className={classes.num} data-label={t('print.packed')}>
                <span className={classes.box} aria-hidden />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Subtotal to total, under the invoice's lines. */
export function PrintTotals({ order, currency }: { order: Order; currency: string }) {
  const { t } = useTranslation('orders');
  const rows: [string, string][] = [
    [t('totals.subtotal'), order.subtotal],
    ...(Number(order.discount) > 0 ? ([[t('totals.discount'), `-${order.discount}`]] as [string, string][]) : []),
    [t('totals.tax'), order.tax],
    [t('totals.shipping'), order.shipping_fee],
  ];
  return (
    <table className={classes.totals}>
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <td>{label}</td>
            <td className={classes.num}>{formatCurrency(amount, currency)}</td>
          </tr>
        ))}
        <tr className={classes.grand}>
          <td>{t('totals.total')}</td>
          <td className={classes.num}>{formatCurrency(order.total, currency)}</td>
        </tr>
      </tbody>
    </table>
  );
}
