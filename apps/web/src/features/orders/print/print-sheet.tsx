import { orderNumberLabel, type Order } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatDateTime, formatDay } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { addressLines } from '../components/address-lines';
import type { PrintDoc } from './print-doc';
import { PrintLines, PrintTotals } from './print-lines';
import classes from './print.module.css';

interface PrintSheetProps {
  order: Order;
  doc: PrintDoc;
  storeName: string;
  currency: string;
}

/** One sheet, A4 or an 80 mm receipt: the store and the document, who pays and where it goes, the lines, the totals. */
export function PrintSheet({ order, doc, storeName, currency }: PrintSheetProps) {
  const { t } = useTranslation('orders');
  const { locale } = useLocale();
  const { address, customer, invoice } = order;
  const facts: [string, string][] = [
    [t('print.orderNumber'), orderNumberLabel(order.number)],
    [t('print.orderDate'), formatDate(order.created_at)],
    ...(doc === 'invoice' && invoice
      ? ([
          [t('print.invoiceNumber'), invoice.code],
          [t('print.invoiceDate'), formatDay(invoice.date)],
        ] as [string, string][])
      : []),
    [t('page.paymentMethod'), order.payment_method.name[locale]],
  ];

  return (
    <article className={classes.sheet} aria-label={t(doc === 'invoice' ? 'print.invoice' : 'print.packingSlip')}>
      <header className={classes.head}>
        <div>
          <div className={classes.store}>{storeName}</div>
          <h1 className={classes.docTitle}>{t(doc === 'invoice' ? 'print.invoice' : 'print.packingSlip')}</h1>
          {doc === 'invoice' && !invoice && <div className={classes.muted}>{t('print.noInvoice')}</div>}
        </div>
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </header>

      <section className={classes.parties}>
        <div>
          <div className={classes.label}>{t('print.billTo')}</div>
          <div dir="auto">{customer.name}</div>
          <div>
            <span className={classes.ltr}>{customer.phone}</span>
          </div>
        </div>
        <div>
          <div className={classes.label}>{t('print.shipTo')}</div>
          <div dir="auto">{address.receiver_name}</div>
          {addressLines(address, locale).map((line) => (
            <div key={line} dir="auto">
              {line}
            </div>
          ))}
          <div>
            <span className={classes.ltr}>{address.mobile}</span>
          </div>
        </div>
      </section>

      <PrintLines order={order} doc={doc} currency={currency} />
      {doc === 'invoice' && <PrintTotals order={order} currency={currency} />}
      {order.notes && (
        <p>
          <span className={classes.label}>{t('page.notes')}: </span>
          <bdi>{order.notes}</bdi>
        </p>
      )}

      <footer className={classes.foot}>
        <span>{t('print.thanks')}</span>
        <span className={classes.muted}>{t('print.printed', { date: formatDateTime(new Date()) })}</span>
      </footer>
    </article>
  );
}
