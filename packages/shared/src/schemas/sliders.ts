import { z } from 'zod';
import { imageUpload } from './files.js';
import { bilingualOut, bilingualText, listQuery, timestampsOut } from './common.js';
import { flagField, requiredChoice, webAddressField } from './form-fields.js';
import { SLIDER_TYPES } from '../vocabulary.js';

const sliderType = requiredChoice(SLIDER_TYPES);

/**
 * JSON or multipart (`title[en]`, `image` file). The image is required on create and
 * cannot be removed (the service says so); a slide joins the end of its slider.
 */
export const sliderInput = z.object({
  type: sliderType,
  title: bilingualText(150),
  button_title: bilingualText(60),
  content: bilingualText(1000),
  button_url: webAddressField,
  is_active: flagField.optional(),
  image: imageUpload,
});
export type SliderInput = z.infer<typeof sliderInput>;

export const sliderOut = z.object({
  id: z.number(),
  type: z.enum(SLIDER_TYPES),
  title: bilingualOut,
  button_title: bilingualOut,
  content: bilingualOut,
  button_url: z.string(),
  /** Stored file name: show it with `mediaUrl(image, '2480x800')`. */
  image: z.string(),
  /** Place within its slider, from 1. */
  sort_order: z.number(),
  is_active: z.boolean(),
  ...timestampsOut,
});
export type Slider = z.infer<typeof sliderOut>;

export const sliderListQuery = listQuery.extend({
  type: sliderType.optional(),
  is_active: flagField.optional(),
});
export type SliderListQuery = z.infer<typeof sliderListQuery>;

