import { Badge } from '@mantine/core';
import type { TicketStatus } from '@matjar/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';

export const STATUS_COLOURS: Record<TicketStatus, string> = { opened: 'blue', pending: 'orange', closed: 'gray' };

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
