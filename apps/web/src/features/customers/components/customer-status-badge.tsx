import { Badge } from '@mantine/core';
import type { CustomerStatus } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';

export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation('customers');
  return (
    <Badge variant="light" color={status === 'active' ? 'teal' : 'gray'}>
      {t(`status.${status}`)}
    </Badge>
  );
}
