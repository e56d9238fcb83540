import type { SliderListQuery, SliderType } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { type ResourceRow, tableRepository } from '../../lib/resource-repository.js';

export const flag = (value: boolean) => (value ? 1 : 0);

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

/** The slides of one slider in their order. */
export const slidesOf = (db: Db, type: SliderType) =>
  slidersRepository.query(db).where('sliders.type', '=', type).orderBy('sliders.sort_order').orderBy('sliders.id').execute();

/** The place after the last slide of a slider. */
export async function nextPosition(db: Db, type: SliderType): Promise<number> {
  const row = await db.selectFrom('sliders').select((eb) => eb.fn.max('sort_order').as('last')).where('type', '=', type).executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}
