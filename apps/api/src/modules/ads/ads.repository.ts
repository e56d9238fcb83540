import type { AdListQuery } from '@matjar/shared';
import type { Ordering } from '../../lib/positions.js';
import { type ResourceRow, tableRepository } from '../../lib/resource-repository.js';
import { whereScheduleStatus } from '../../lib/schedule.js';

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
        return list.status ? whereScheduleStatus(filtered, 'ads', list.status, today()) : filtered;
      },
    },
  );
export type AdsRepository = ReturnType<typeof adsRepository>;
export type AdRow = ResourceRow<AdsRepository>;

/** Each slot (page and position) keeps its own order. */
export const adOrdering = (repository: AdsRepository): Ordering<AdRow> => ({ table: 'ads', groupColumns: ['page', 'position'], repository });
