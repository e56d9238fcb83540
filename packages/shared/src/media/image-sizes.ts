/** A size shown width × height; `width: null` means "any width" (top banner: height 400). */
export interface ImageSize {
  width: number | null;
  height: number;
  /** The spec gives this pair the other way round (a portrait for a wide image). */
  transposed?: true;
}

/**
 * Recommended image sizes of spec §5, width × height. Where the spec's pair reads as a
 * portrait for a wide banner or logo, it is shown transposed (ARCHITECTURE, resolved details).
 */
export const RECOMMENDED_IMAGE_SIZES = {
  category: [{ width: 1170, height: 250 }],
  brand: [{ width: 230, height: 72 }],
  logo: [{ width: 230, height: 72, transposed: true }],
  main_slider: [{ width: 2480, height: 800 }, { width: 2420, height: 500 }],
  about_slider: [{ width: 2480, height: 800, transposed: true }],
  about: [{ width: 1000, height: 1000 }],
  flash_sale_popup: [{ width: 412, height: 765 }, { width: 412, height: 756 }],
  flash_sale_header: [{ width: 1820, height: 580, transposed: true }],
  product_details: [{ width: 545, height: 194 }],
  middle_banner: [{ width: 2480, height: 300 }],
  top_banner: [{ width: null, height: 400 }],
} as const satisfies Record<string, readonly ImageSize[]>;
export type ImageUse = keyof typeof RECOMMENDED_IMAGE_SIZES;

/** Thumbnails the dashboard itself shows. */
export const THUMBNAIL_SIZES = ['50x50', '100x100', '200x200', '400x400'] as const;
/** `/api/media/{file}` without a size answers this one (spec §7: "default 50x50"). */
export const DEFAULT_MEDIA_SIZE = '50x50';

/**
 * Every `{w}x{h}` that `GET /api/media/{w}x{h}/{file}` serves: the thumbnails and each
 * recommended size with both sides given. Nothing else is rendered, so nobody can fill the
 * disk with variants.
 */
export const MEDIA_SIZES: readonly string[] = [
  ...new Set([
    ...THUMBNAIL_SIZES,
    ...Object.values(RECOMMENDED_IMAGE_SIZES)
      .flat()
      .flatMap((s: ImageSize) => (s.width === null ? [] : [`${s.width}x${s.height}`])),
  ]),
];

/** The address of a stored image at one of MEDIA_SIZES. */
export const mediaUrl = (file: string, size: string = DEFAULT_MEDIA_SIZE) => `/api/media/${size}/${encodeURIComponent(file)}`;

/** Images must be smaller than 1 MB (spec §5, §9): 1 MB is 1,048,576 bytes. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
