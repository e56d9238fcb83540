import type { Customer } from '@matjar/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SearchSelect, type SearchSelectProps } from './search-select';

/**
 * A customer, searched by name, phone or code (GET /api/dashboard/customers). `activeOnly`
 * offers enabled customers only: a disabled one cannot place orders.
 */
export function CustomerSelect({ activeOnly = false, ...props }: SearchSelectProps<Customer> & { activeOnly?: boolean }) {
  const { t } = useTranslation('pickers');
  return (
    <SearchSelect<Customer>
      placeholder={t('customer.search')}
      {...props}
      path="/dashboard/customers"
      filters={activeOnly ? { status: 'active' } : undefined}
      optionLabel={(customer) => `${customer.name} · ${customer.phone}`}
    />
  );
}
