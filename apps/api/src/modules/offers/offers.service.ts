import {
  type DiscountType, type Offer, type OfferInput, type OfferType, OFFER_IMAGE_USES, foldForSearch, moneyToStored,
  percentToStored, scheduleStatusAt, storedToMoney, storedToPercent,
} from '@matjar/shared';
import type { Db, Dialect } from '../../db/database.js';
import { fieldErrors } from '../../lib/errors.js';
import type { Actor } from '../../lib/history.js';
import { ORDERS_NAMED, nameIn, usedByOrders } from '../../lib/in-use.js';
import { flag } from '../../lib/resource-repository.js';
import { resourceService } from '../../lib/resource-service.js';
import { assertEndAfterStart, nowInstant, storedSchedule } from '../../lib/schedule.js';
import { TURN_KEYS, takeTurns } from '../../lib/take-turns.js';
import type { MediaStore } from '../media/index.js';
import { existingProducts } from '../products/index.js';
import {
  type OfferRow, offerItems, offersOnOrders, offersRepository, productsOnOverlappingOffers, replaceOfferItems,
} from './offers.repository.js';

const model = 'offers';

export const offerSearchText = (title: { en: string; ar: string }) => foldForSearch(`${title.en} ${title.ar}`);

/** A discount as stored: thousandths of money, or hundredths of a percent. */
export const storedDiscount = (type: DiscountType, amount: string) => (type === 'fixed' ? moneyToStored(amount) : percentToStored(amount));
export const shownDiscount = (type: DiscountType, stored: number) => (type === 'fixed' ? storedToMoney(stored) : storedToPercent(stored));

const imageFields = Object.keys(OFFER_IMAGE_USES) as (keyof typeof OFFER_IMAGE_USES)[];

/**
 * Offers on products and variants, from a day or a time until a day or a time (a day read
 * as the whole day in the store's `timeZone`). The state (scheduled, running, expired,
 * disabled) is worked out for now. An enabled offer's items may be in no other enabled offer
 * at any instant it runs: checked on create, edit and enable, with offer
 * writes taking turns (see `takeTurns`) so two requests at once cannot both pass the check.
 */
export function createOffersService(db: Db, dialect: Dialect, media: MediaStore, timeZone: string) {
  const repository = offersRepository();

  const present = async (rows: OfferRow[], trx: Db): Promise<Offer[]> => {
    const now = nowInstant();
    const items = await offerItems(trx, rows.map((row) => row.id));
    return rows.map((row) => {
      const discountType = row.discount_type as DiscountType;
      const offer = {
        id: row.id,
        title: { en: row.title_en, ar: row.title_ar },
        description: { en: row.description_en, ar: row.description_ar },
        start_date: row.start_date,
        end_date: row.end_date,
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        discount_type: discountType,
        discount_amount: shownDiscount(discountType, Number(row.discount_amount)),
        offer_type: row.offer_type as OfferType,
        items: items
          .filter((item) => item.offer_id === row.id)
          .map((item) => ({ product_id: item.product_id, parent_id: item.parent_id, name: { en: item.name_en, ar: item.name_ar }, sku: item.sku })),
        is_flash_sale: Boolean(row.is_flash_sale),
        header_image: row.header_image,
        popup_image: row.popup_image,
        background_color: row.background_color,
        is_active: Boolean(row.is_active),
        has_orders: Boolean(row.has_orders),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
      return { ...offer, status: scheduleStatusAt(offer, now) };
    });
  };

  /** Items that are no product, or already in another enabled offer at an instant from `start` until `end`: 422 on each. */
  async function assertItemsFree(trx: Db, offer: { productIds: number[]; start: string; end: string; active: boolean; id: number | null }) {
    const existing = await existingProducts(trx, offer.productIds);
    const taken = offer.active
      ? await productsOnOverlappingOffers(trx, { productIds: offer.productIds, start: offer.start, end: offer.end, exceptId: offer.id })
      : new Set<number>();
    const errors = offer.productIds.flatMap((id, i): [string, string][] =>
      !existing.has(id) ? [[`items.${i}.product_id`, 'validation.exists']] : taken.has(id) ? [[`items.${i}.product_id`, 'validation.item_has_offer']] : [],
    );
    if (errors.length) throw fieldErrors(errors);
  }

  const kit = resourceService<OfferRow, Offer, OfferInput>(db, {
    model,
    repository,
    present,
    stored: (input, { current }) => ({
      title_en: input.title.en,
      title_ar: input.title.ar,
      description_en: input.description.en,
      description_ar: input.description.ar,
      ...storedSchedule(input, timeZone),
      discount_type: input.discount_type,
      discount_amount: storedDiscount(input.discount_type, input.discount_amount),
      offer_type: input.offer_type,
      is_flash_sale: flag(input.is_flash_sale),
      background_color: input.background_color,
      search_text: offerSearchText(input.title),
      ...((input.is_active !== undefined || !current) && { is_active: flag(input.is_active ?? true) }),
    }),
    list: {
      sorts: (locale) => ({
        title: `offers.title_${locale}`,
        start_date: 'offers.starts_at',
        end_date: 'offers.ends_at',
        updated_at: 'offers.updated_at',
        id: 'offers.id',
      }),
      searchColumn: 'offers.search_text',
    },
    lock: (trx) => takeTurns(trx, dialect, TURN_KEYS.offers),
    beforeWrite: async (input, { trx, current }) => {
      const schedule = storedSchedule(input, timeZone);
      assertEndAfterStart(schedule);
      // A flash sale shows both pictures: each is sent now, or kept from before (not removed).
      if (input.is_flash_sale) {
        const missing = imageFields.filter((field) => (input[field] === undefined ? !current?.[field] : !input[field]));
        if (missing.length) throw fieldErrors(missing.map((field) => [field, 'validation.flash_sale_image']));
      }
      await assertItemsFree(trx, {
        productIds: input.items.map((item) => item.product_id),
        start: schedule.starts_at,
        end: schedule.ends_at,
        active: input.is_active ?? (current ? Boolean(current.is_active) : true),
        id: current?.id ?? null,
      });
    },
    afterStore: (id, input, { trx }) => replaceOfferItems(trx, id, input.items.map((item) => item.product_id)),
    inUse: async (trx, ids) => {
      const { usedIds, numbers } = await offersOnOrders(trx, ids, ORDERS_NAMED);
      return usedByOrders('errors.offer_has_orders', usedIds, numbers);
    },
    nameOf: (row, locale) => nameIn(locale, { name_en: row.title_en, name_ar: row.title_ar }),
    // Enabling checks the offer's items against the other enabled offers, as saving it enabled would.
    beforeSwitch: async (trx, current, column, on) => {
      if (column !== 'is_active' || !on) return;
      const items = await offerItems(trx, [current.id]);
      await assertItemsFree(trx, {
        productIds: items.map((item) => item.product_id),
        start: current.starts_at,
        end: current.ends_at,
        active: true,
        id: current.id,
      });
    },
    image: media,
    imageFields,
  });

  return {
    ...kit,
    /** Switch an offer on or off (idempotent); switching on checks its items as saving does. */
    setActive: (id: number, active: boolean, actor: Actor) => kit.setFlag(id, 'is_active', active, actor, undefined),
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
