import type { Offer, OfferInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/offers`: multipart, the flash sale's pictures travel with the fields; a list row is the whole offer. */
export const offers = defineResource<Offer, OfferInput>({ area: 'offers', path: '/dashboard/offers', body: 'multipart', rowIsRecord: true, historyModel: 'offers' });

/** Search-param names of the list's filters, as the API reads them. */
export const OFFER_FILTER_KEYS = ['status', 'offer_type', 'is_flash_sale'] as const;
