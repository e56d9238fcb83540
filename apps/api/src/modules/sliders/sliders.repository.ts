import type { Generated } from 'kysely';
import type { SliderListQuery } from '@matjar/shared';
import type { Ordering } from '../../lib/positions.js';
import { type ResourceRow, flag, tableRepository } from '../../lib/resource-repository.js';

// The slides' table as stored (migrations/ here), merged into the API's `Database`: a
// module declares its own tables beside the queries that use them.
declare module '../../db/types.js' {
  interface Database {
    sliders: {
      id: Generated<number>;
      type: string;
      title_en: string;
      title_ar: string;
      button_title_en: string;
      button_title_ar: string;
      content_en: string;
      content_ar: string;
      button_url: string;
      image: string;
      sort_order: number;
      is_active: number | boolean;
      search_text: string;
      created_at: string;
      updated_at: string;
    };
  }
}

/** Slides, listed by slider (`?type=`) and state (`?is_active=`). */
export const slidersRepository = tableRepository(
  'sliders',
  [
    'id', 'type', 'title_en', 'title_ar', 'button_title_en', 'button_title_ar', 'content_en', 'content_ar', 'button_url', 'image',
    'sort_order', 'is_active', 'created_at', 'updated_at',
  ],
  {
    filter: (query, list: SliderListQuery) => {
      let filtered = query;
      if (list.type) filtered = filtered.where('sliders.type', '=', list.type);
      if (list.is_active !== undefined) filtered = filtered.where('sliders.is_active', '=', flag(list.is_active));
      return filtered;
    },
  },
);
export type SliderRow = ResourceRow<typeof slidersRepository>;

/** Each slider keeps its own order. */
export const sliderOrdering: Ordering<SliderRow> = { table: 'sliders', groupColumns: ['type'], repository: slidersRepository };
