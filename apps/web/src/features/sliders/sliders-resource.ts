import type { Slider, SliderInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/sliders`: multipart, the picture travels with the texts; a list row is the whole slide. */
export const sliders = defineResource<Slider, SliderInput>({
  area: 'sliders',
  path: '/dashboard/sliders',
  body: 'multipart',
  rowIsRecord: true,
  historyModel: 'sliders',
});

/** Search-param names of the list's filters, as the API reads them. */
export const SLIDER_FILTER_KEYS = ['type', 'is_active'] as const;
