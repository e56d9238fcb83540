import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../lib/api/api-fetch';
import { notify } from '../../lib/notify';

/** GET /api/clear-cache: "refresh success", or a dialog titled "Ops..." with the server's message (spec §8). */
export function useClearCache() {
  const { t } = useTranslation('layout');
  return useMutation({
    mutationFn: () => apiFetch<{ data: { message: string } }>('/clear-cache'),
    onSuccess: () => notify.success(t('clearCache.success')),
    onError: (error) =>
      modals.open({
        title: t('clearCache.failedTitle'),
        centered: true,
        children: <Text size="sm">{error.message}</Text>,
      }),
  });
}
