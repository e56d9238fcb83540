import { PRODUCT_NAME } from '@matjar/shared';
import { useEffect } from 'react';
import { useTranslation } from './use-translation';

/**
 * Sets `document.title` to "<page title> | Matjar". `key` is a catalogue key with its
 * namespace (`units:title`); the namespace is loaded if the page has not loaded it yet.
 * `values` fill its placeholders ("Order {{number}}"). `null` leaves the title to what the
 * screen shows instead (a record's 404 or failure screen names the page itself).
 */
export function usePageTitle(key: string | null, values?: Record<string, string>): void {
  const namespace = key?.includes(':') ? key.slice(0, key.indexOf(':')) : 'common';
  const { t } = useTranslation(namespace);
  const title = key === null ? null : t(key, values);
  useEffect(() => {
    if (title !== null) document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);
}
