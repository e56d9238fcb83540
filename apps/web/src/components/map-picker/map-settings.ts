/**
 * Where map tiles come from. The default is a plain tile the app ships itself
 * (`public/tiles/blank.png`), the same image for every {z}/{x}/{y}: the picker works with
 * no vendor key and no internet, and tests never reach out. A real map is one setting away.
 */
export const TILE_URL = import.meta.env.VITE_MAP_TILE_URL || '/tiles/blank.png';
export const TILE_ATTRIBUTION = import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '';

/** Where the map opens when there is no mark yet: Cairo, the store's own city. */
export const DEFAULT_CENTER = { lat: 30.0444, lng: 31.2357 };
export const DEFAULT_ZOOM = 6;
export const MARKED_ZOOM = 14;

export interface MapPoint {
  lat: number;
  lng: number;
}
