import { orderNumberLabel, type OrderRow } from '@matjar/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SearchSelect, type SearchSelectProps } from './search-select';

/** An order, searched by number, code, customer name or phone (GET /api/dashboard/orders). */
export function OrderSelect(props: SearchSelectProps<OrderRow>) {
  const { t } = useTranslation('pickers');
  return (
    <SearchSelect<OrderRow>
      placeholder={t('order.search')}
      {...props}
      path="/dashboard/orders"
      optionLabel={(order) => `${orderNumberLabel(order.number)} · ${order.customer.name}`}
    />
  );
}
