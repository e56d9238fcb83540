import type { Ad, AdInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/ads`: multipart, the picture travels with the fields; a list row is the whole ad. */
export const ads = defineResource<Ad, AdInput>({ area: 'ads', path: '/dashboard/ads', body: 'multipart', rowIsRecord: true, historyModel: 'ads' });

/** Search-param names of the list's filters, as the API reads them. */
export const AD_FILTER_KEYS = ['placement', 'position', 'status'] as const;
