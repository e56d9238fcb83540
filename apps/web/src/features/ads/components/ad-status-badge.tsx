import { Badge } from '@mantine/core';
import type { AdStatus } from '@matjar/shared';
import { useTranslation } from 'react-i18next';

const colours: Record<AdStatus, string> = { running: 'teal', scheduled: 'blue', expired: 'gray', disabled: 'orange' };

export function AdStatusBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation('ads');
  return (
    <Badge variant="light" color={colours[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
