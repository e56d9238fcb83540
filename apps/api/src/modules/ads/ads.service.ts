import { type Ad, type AdInput, type AdPage, type AdPosition, foldForSearch, scheduleStatusAt } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { fieldError } from '../../lib/errors.js';
import type { Actor } from '../../lib/history.js';
import { nextPosition, reorder } from '../../lib/positions.js';
import { flag } from '../../lib/resource-repository.js';
import { resourceService } from '../../lib/resource-service.js';
import { assertEndAfterStart, nowInstant, storedSchedule } from '../../lib/schedule.js';
import type { MediaStore } from '../media/index.js';
import { type AdRow, adOrdering, adsRepository } from './ads.repository.js';

const model = 'ads';

export const adSearchText = (title: { en: string; ar: string }) => foldForSearch(`${title.en} ${title.ar}`);

const isFile = (image: AdInput['image']) => image !== undefined && image !== null && image !== '';

/**
 * Ads in the store's slots. Every ad has a picture; a new ad, or one moved to another
 * slot, goes last there; `reorder` sets a slot's order. The state (scheduled, running,
 * expired, disabled) is worked out for now; a day is the whole day in the store's time zone.
 */
export function createAdsService(db: Db, media: MediaStore, timeZone: string) {
  const repository = adsRepository();
  const ordering = adOrdering(repository);

  const toAd = (row: AdRow, now = nowInstant()): Ad => {
    const ad = {
      id: row.id,
      title: { en: row.title_en, ar: row.title_ar },
      url: row.url,
      page: row.page as AdPage,
      position: row.position as AdPosition,
      start_date: row.start_date,
      end_date: row.end_date,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      image: row.image,
      sort_order: row.sort_order,
      is_active: Boolean(row.is_active),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
    return { ...ad, status: scheduleStatusAt(ad, now) };
  };

  const kit = resourceService<AdRow, Ad, AdInput>(db, {
    model,
    repository,
    present: (rows) => {
      const now = nowInstant();
      return rows.map((row) => toAd(row, now));
    },
    stored: async (input, { trx, current }) => {
      const movedSlot = !current || current.page !== input.page || current.position !== input.position;
      return {
        title_en: input.title.en,
        title_ar: input.title.ar,
        url: input.url,
        page: input.page,
        position: input.position,
        ...storedSchedule(input, timeZone),
        search_text: adSearchText(input.title),
        ...((input.is_active !== undefined || !current) && { is_active: flag(input.is_active ?? true) }),
        ...(movedSlot && { sort_order: await nextPosition(trx, ordering, { page: input.page, position: input.position }) }),
      };
    },
    list: {
      sorts: (locale) => ({
        sort_order: 'ads.sort_order',
        title: `ads.title_${locale}`,
        start_date: 'ads.starts_at',
        end_date: 'ads.ends_at',
        updated_at: 'ads.updated_at',
        id: 'ads.id',
      }),
      defaultSort: 'sort_order',
      searchColumn: 'ads.search_text',
    },
    // The picture is the ad: required on create, replaceable but never removed.
    beforeWrite: async (input, { current }) => {
      if (current ? input.image === '' || input.image === null : !isFile(input.image)) throw fieldError('image', 'validation.required');
      assertEndAfterStart(storedSchedule(input, timeZone));
    },
    image: media,
  });

  return {
    ...kit,
    /** Switch an ad on or off (idempotent). */
    setActive: (id: number, active: boolean, actor: Actor) => kit.setFlag(id, 'is_active', active, actor, undefined),
    /** Sets one slot's order (see lib/positions.ts); answers its ads in their new order. */
    reorder: (ids: number[], actor: Actor) =>
      kit.write(async (trx) => (await reorder(trx, ordering, { ids, field: 'ads', model, actor, present: toAd })).map((row) => toAd(row))),
  };
}
export type AdsService = ReturnType<typeof createAdsService>;
