import type { DiscountType, OfferType } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { offersRunningAt } from './offers.repository.js';

/** An offer as pricing reads it: amounts in stored units (see the migration 0013). */
export interface RunningOffer {
  id: number;
  title: { en: string; ar: string };
  offer_type: OfferType;
  discount_type: DiscountType;
  /** Fixed: thousandths of money off; percentage: hundredths of a percent (1250 = 12.5%). */
  discount_amount: number;
  /** Every item of the offer, in its order (a bundle applies only when all are bought). */
  product_ids: number[];
  /** Its first instant and the first after it (ISO). */
  starts_at: string;
  ends_at: string;
}

/**
 * The offers running at `at` that hold any of `productIds`: enabled, and `at` is from their
 * start until their end (the instants stored with them, a day read in the store's zone when
 * saved). For the pricing engine; an item is in at most one running offer (the offers
 * service sees to it).
 */
export async function runningOffersFor(db: Db, productIds: readonly number[], at: Date): Promise<RunningOffer[]> {
  const offers = await offersRunningAt(db, [...new Set(productIds)], at.toISOString());
  return offers.map((offer) => ({
    id: offer.id,
    title: { en: offer.title_en, ar: offer.title_ar },
    offer_type: offer.offer_type as OfferType,
    discount_type: offer.discount_type as DiscountType,
    discount_amount: Number(offer.discount_amount),
    product_ids: offer.productIds,
    starts_at: offer.starts_at,
    ends_at: offer.ends_at,
  }));
}
