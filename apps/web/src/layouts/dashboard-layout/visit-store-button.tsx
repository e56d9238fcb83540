import { ActionIcon, Button } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { rootRouteId, useLoaderData } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LazyTooltip } from '../../components/deferred/lazy-tooltip';

/**
 * Opens the storefront (its address comes from GET /api/bootstrap) in a new tab; hidden
 * when the server knows none (docs/decisions/0009).
 */
export function VisitStoreButton() {
  const { t } = useTranslation('layout');
  const storefront = useLoaderData({ from: rootRouteId }).storefront_url;
  if (!storefront) return null;
  const link = { component: 'a', href: storefront, target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <>
      <Button {...link} variant="default" leftSection={<IconBuildingStore size={18} stroke={1.6} />} visibleFrom="lg">
        {t('actions.visitStore')}
      </Button>
      <LazyTooltip label={t('actions.visitStore')}>
        <ActionIcon {...link} variant="subtle" color="gray" size="lg" hiddenFrom="lg" aria-label={t('actions.visitStore')}>
          <IconBuildingStore size={20} stroke={1.6} />
        </ActionIcon>
      </LazyTooltip>
    </>
  );
}
