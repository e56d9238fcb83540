import type { AdListQuery, AdStatus } from '@matjar/shared';
import type { SelectQueryBuilder } from 'kysely';
import type { Ordering } from '../../lib/positions.js';
import { type ResourceRow, flag, tableRepository } from '../../lib/resource-repository.js';

type Query = SelectQueryBuilder<any, any, any>;

/** The ads in one state on `today`: the list's `?status=` as SQL (days compare as text). */
function whereStatus(query: Query, status: AdStatus, today: string): Query {
  if (status === 'disabled') return query.where('ads.is_active', '=', flag(false));
  const active = query.where('ads.is_active', '=', flag(true));
  if (status === 'scheduled') return active.where('ads.start_date', '>', today);
  if (status === 'expired') return active.where('ads.end_date', '<', today);
  return active.where('ads.start_date', '<=', today).where('ads.end_date', '>=', today);
}

/** Ads, listed by slot (`?placement=&position=`) and state on the store's today (`?status=`). */
export const adsRepository = (today: () => string) =>
  tableRepository(
    'ads',
    ['id', 'title_en', 'title_ar', 'url', 'page', 'position', 'start_date', 'end_date', 'image', 'sort_order', 'is_active', 'created_at', 'updated_at'],
    {
      filter: (query, list: AdListQuery) => {
        let filtered = query;
        if (list.placement) filtered = filtered.where('ads.page', '=', list.placement);
        if (list.position) filtered = filtered.where('ads.position', '=', list.position);
        return list.status ? whereStatus(filtered, list.status, today()) : filtered;
      },
    },
  );
export type AdsRepository = ReturnType<typeof adsRepository>;
export type AdRow = ResourceRow<AdsRepository>;

/** Each slot (page and position) keeps its own order. */
export const adOrdering = (repository: AdsRepository): Ordering<AdRow> => ({ table: 'ads', groupColumns: ['page', 'position'], repository });
