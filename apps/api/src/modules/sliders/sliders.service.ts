import { type Slider, type SliderInput, type SliderType, foldForSearch } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { fieldError } from '../../lib/errors.js';
import type { Actor } from '../../lib/history.js';
import { nextPosition, reorder } from '../../lib/positions.js';
import { resourceService } from '../../lib/resource-service.js';
import type { MediaStore } from '../media/index.js';
import { flag } from '../../lib/resource-repository.js';
import { type SliderRow, sliderOrdering, slidersRepository } from './sliders.repository.js';

const model = 'sliders';

export const toSlider = (row: SliderRow): Slider => ({
  id: row.id,
  type: row.type as SliderType,
  title: { en: row.title_en, ar: row.title_ar },
  button_title: { en: row.button_title_en, ar: row.button_title_ar },
  content: { en: row.content_en, ar: row.content_ar },
  button_url: row.button_url,
  image: row.image,
  sort_order: row.sort_order,
  is_active: Boolean(row.is_active),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** What the list's search looks in: the titles and button titles in both languages. */
export const sliderSearchText = (title: { en: string; ar: string }, button: { en: string; ar: string }) =>
  foldForSearch([title.en, title.ar, button.en, button.ar].join(' '));

const isFile = (image: SliderInput['image']) => image !== undefined && image !== null && image !== '';

/**
 * Slides of the main and about sliders. Every slide has an image; a new slide, or one
 * moved to the other slider, goes last in it; `reorder` sets a slider's order.
 */
export function createSlidersService(db: Db, media: MediaStore) {
  const kit = resourceService<SliderRow, Slider, SliderInput>(db, {
    model,
    repository: slidersRepository,
    present: (rows) => rows.map(toSlider),
    stored: async (input, { trx, current }) => ({
      type: input.type,
      title_en: input.title.en,
      title_ar: input.title.ar,
      button_title_en: input.button_title.en,
      button_title_ar: input.button_title.ar,
      content_en: input.content.en,
      content_ar: input.content.ar,
      button_url: input.button_url,
      search_text: sliderSearchText(input.title, input.button_title),
      ...((input.is_active !== undefined || !current) && { is_active: flag(input.is_active ?? true) }),
      ...(current?.type !== input.type && { sort_order: await nextPosition(trx, sliderOrdering, { type: input.type }) }),
    }),
    list: {
      sorts: (locale) => ({
        sort_order: 'sliders.sort_order',
        title: `sliders.title_${locale}`,
        created_at: 'sliders.created_at',
        updated_at: 'sliders.updated_at',
        id: 'sliders.id',
      }),
      defaultSort: 'sort_order',
      searchColumn: 'sliders.search_text',
    },
    // The image is the slide: required on create, replaceable but never removed.
    beforeWrite: async (input, { current }) => {
      if (current ? input.image === '' || input.image === null : !isFile(input.image)) throw fieldError('image', 'validation.required');
    },
    image: media,
  });

  /** Show or hide a slide (idempotent). */
  const setActive = (id: number, active: boolean, actor: Actor) => kit.setFlag(id, 'is_active', active, actor, undefined);

  /** Sets one slider's order (see `reorder` of lib/positions.ts); answers its slides in their new order. */
  const reorderSlides = (ids: number[], actor: Actor) =>
    kit.write(async (trx) => (await reorder(trx, sliderOrdering, { ids, field: 'sliders', model, actor, present: toSlider })).map(toSlider));

  return { ...kit, setActive, reorder: reorderSlides };
}
export type SlidersService = ReturnType<typeof createSlidersService>;
