import { Badge } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/use-translation';
import { LazyTooltip } from './deferred/lazy-tooltip';

/** The offline flag of the header (spec §2): shown only while the browser is offline. */
export function OfflineBadge() {
  const { t } = useTranslation('layout');
  const { online } = useNetwork();
  if (online) return null;
  return (
    <LazyTooltip label={t('header.offlineHint')} multiline w={240}>
      <Badge color="red" variant="light" leftSection={<IconWifiOff size={14} />} role="status">
        {t('header.offline')}
      </Badge>
    </LazyTooltip>
  );
}
