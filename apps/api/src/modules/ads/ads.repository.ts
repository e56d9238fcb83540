import type { Generated } from 'kysely';
import type { AdListQuery } from '@matjar/shared';
import type { Ordering } from '../../lib/positions.js';
import { type ResourceRow, tableRepository } from '../../lib/resource-repository.js';
import { nowInstant, whereScheduleStatus } from '../../lib/schedule.js';

// The ads' table as stored (migrations/ here; `starts_at` and `ends_at` since the shared
// 2026-12-01-0016-schedule-times), merged into the API's `Database`: a module declares its
// own tables beside the queries that use them.
declare module '../../db/types.js' {
  interface Database {
    ads: {
      id: Generated<number>;
      title_en: string;
      title_ar: string;
      url: string;
      page: string;
      position: string;
      start_date: string;
      end_date: string;
      starts_at: string;
      ends_at: string;
      image: string;
      sort_order: number;
      is_active: number | boolean;
      search_text: string;
      created_at: string;
      updated_at: string;
    };
  }
}

/** Ads, listed by slot (`?placement=&position=`) and state now (`?status=`). */
export const adsRepository = () =>
  tableRepository(
    'ads',
    ['id', 'title_en', 'title_ar', 'url', 'page', 'position', 'start_date', 'end_date', 'starts_at', 'ends_at', 'image', 'sort_order', 'is_active', 'created_at', 'updated_at'],
    {
      filter: (query, list: AdListQuery) => {
        let filtered = query;
        if (list.placement) filtered = filtered.where('ads.page', '=', list.placement);
        if (list.position) filtered = filtered.where('ads.position', '=', list.position);
        return list.status ? whereScheduleStatus(filtered, 'ads', list.status, nowInstant()) : filtered;
      },
    },
  );
export type AdsRepository = ReturnType<typeof adsRepository>;
export type AdRow = ResourceRow<AdsRepository>;

/** Each slot (page and position) keeps its own order. */
export const adOrdering = (repository: AdsRepository): Ordering<AdRow> => ({ table: 'ads', groupColumns: ['page', 'position'], repository });
