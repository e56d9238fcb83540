import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { dialogOnFirstOpen } from '../../components/deferred/dialog-on-first-open';
import { apiFetch } from '../../lib/api/api-fetch';
import { notify } from '../../lib/notify';

/** The "Ops..." dialog, whose code comes with the first refusal. */
export const ClearCacheFailed = dialogOnFirstOpen(
  () => import('./clear-cache-failed').then((module) => module.ClearCacheFailed),
  (props) => props.message !== null,
);

/**
 * GET /api/clear-cache: "refresh success", or a dialog titled "Ops..." with the server's
 * message (spec §8): `failure` is that message until the dialog is closed.
 */
export function useClearCache() {
  const { t } = useTranslation('layout');
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => apiFetch<{ data: { message: string } }>('/clear-cache'),
    onSuccess: () => notify.success(t('clearCache.success')),
    onError: (error) => setFailure(error.message),
  });
  return { mutation, failure, closeFailure: () => setFailure(null) };
}
