import { moneyToStored, percentToStored, type Offer, type OrderInput, type OrderQuote, type PricingOffer } from '@matjar/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/api-fetch';
import { useCan } from '../../../lib/session/use-can';

/** The most offers the preview reads: a store runs a handful at a time. */
const RUNNING_OFFERS_PAGE = 100;

/** An offer as the pricing engine reads it (money in thousandths, rates in hundredths of a percent). */
export const pricingOfferOf = (offer: Offer): PricingOffer => ({
  id: offer.id,
  offer_type: offer.offer_type,
  discount:
    offer.discount_type === 'fixed'
      ? { type: 'fixed', amount: moneyToStored(offer.discount_amount) }
      : { type: 'percentage', rate: percentToStored(offer.discount_amount) },
  product_ids: offer.items.map((item) => item.product_id),
  starts_at: offer.starts_at,
  ends_at: offer.ends_at,
  is_active: offer.is_active,
});

/**
 * The offers running now (GET /api/dashboard/offers?status=running), for the phone order's
 * preview, when the user may read offers; without, the preview has none and the quote
 * (which the form asks for before it saves) prices them.
 */
export function useRunningOffers() {
  const allowed = useCan('offers.view');
  return useQuery({
    queryKey: ['offers', 'running-for-pricing'],
    queryFn: ({ signal }) =>
      apiFetch<{ data: Offer[] }>('/dashboard/offers', { query: { status: 'running', perPage: RUNNING_OFFERS_PAGE }, signal }).then((body) =>
        body.data.map(pricingOfferOf),
      ),
    enabled: allowed,
    staleTime: 60_000,
  });
}

/**
 * POST /api/dashboard/orders/quote: what the order would be saved as (offers, the coupon,
 * tax, shipping), storing nothing; a refused coupon answers 422 with its reason on `coupon_code`.
 */
export const useQuoteOrder = () =>
  useMutation({
    mutationFn: (input: OrderInput) => apiFetch<{ data: OrderQuote }>('/dashboard/orders/quote', { method: 'POST', body: input }).then((body) => body.data),
  });
