import type { ListedProduct } from '../../components/pickers';

/**
 * Offers as `/api/dashboard/offers` sends and takes them (ARCHITECTURE, "Contracts of the
 * modules still to build"). The shared schemas come with the offers API (branch
 * promo-crud); until then the screens are typed from the contract here.
 */
export const OFFER_STATUSES = ['scheduled', 'running', 'expired', 'disabled'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const DISCOUNT_TYPES = ['fixed', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const OFFER_TYPES = ['single', 'bundle'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export interface Offer {
  id: number;
  title: { en: string; ar: string };
  description: { en: string; ar: string };
  start_date: string;
  end_date: string;
  discount_type: DiscountType;
  /** Decimal string: money for a fixed discount, a percent for a percentage. */
  discount_amount: string;
  offer_type: OfferType;
  /** `product` names the item where the answer carries it. */
  items: { product_id: number; product?: ListedProduct | undefined }[];
  is_flash_sale: boolean;
  header_image: string | null;
  popup_image: string | null;
  background_color: string | null;
  is_active: boolean;
  status: OfferStatus;
  /** Orders used it: it cannot be deleted. */
  has_orders: boolean;
  created_at: string;
  updated_at: string;
}

/** The body of a save (multipart: `title[en]`, `items[0][product_id]`, image files). */
export interface OfferInput {
  title: { en: string; ar: string };
  description: { en: string; ar: string };
  start_date: string;
  end_date: string;
  discount_type: DiscountType;
  discount_amount: string;
  offer_type: OfferType;
  items: { product_id: number }[];
  is_flash_sale: boolean;
  /** A file replaces the picture; left out keeps it. */
  header_image?: Blob | null;
  popup_image?: Blob | null;
  background_color: string;
  is_active: boolean;
}

export const offerSorts = ['start_date', 'end_date', 'title', 'updated_at', 'id'] as const;
