import { Badge, Tooltip } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The offline flag of the header (spec §2): shown only while the browser is offline. */
export function OfflineBadge() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Tooltip label={t('layout.offlineHint')} multiline w={240}>
      <Badge color="red" variant="light" leftSection={<IconWifiOff size={14} />} role="status">
        {t('layout.offline')}
      </Badge>
    </Tooltip>
  );
}
