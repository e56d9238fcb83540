import { useTranslation } from '../../lib/i18n/use-translation';
import type { Resource } from './resource';

/** The screen's texts: its namespace, under its key prefix when it has one (`places:cities.…`). */
export function useResourceTexts(resource: Pick<Resource<any>, 'namespace' | 'keyPrefix'>) {
  return useTranslation(resource.namespace, { keyPrefix: resource.keyPrefix }).t;
}
