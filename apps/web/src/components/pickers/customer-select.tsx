import type { Customer } from '@matjar/shared';
import { useTranslation } from 'react-i18next';
import { SearchSelect, type SearchSelectProps } from './search-select';

/** A customer, searched by name, phone or code (GET /api/dashboard/customers). */
export function CustomerSelect(props: SearchSelectProps<Customer>) {
  const { t } = useTranslation('pickers');
  return (
    <SearchSelect<Customer>
      placeholder={t('customer.search')}
      {...props}
      path="/dashboard/customers"
      optionLabel={(customer) => `${customer.name} · ${customer.phone}`}
    />
  );
}
