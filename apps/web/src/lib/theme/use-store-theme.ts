import { useEffect } from 'react';
import { useAfterFirstScreen } from '../after-first-screen';
import { apiFetch } from '../api/api-fetch';
import { setPrimaryColour } from './primary-colour';

/**
 * The signed-in dashboard wears the store's theme (settings, themes: readable by every
 * signed-in user). Asked once the first screen is painted, so it never delays it; the colour
 * kept from the last visit is worn until the answer comes.
 */
export function useStoreTheme(): void {
  const ready = useAfterFirstScreen();
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    apiFetch<{ data: { primary_color: string } }>('/dashboard/settings/themes', { signal: controller.signal })
      .then((body) => setPrimaryColour(body.data.primary_color))
      .catch(() => {});
    return () => controller.abort();
  }, [ready]);
}
