import type { MapPoint } from './map-settings';

const NUMBER = String.raw`([-+]?\d{1,3}(?:\.\d+)?)`;

/**
 * Where a pasted text puts the point, most precise first: a Google Maps place's own
 * coordinates (`!3d30.04!4d31.23`), a query (`?q=30.04,31.23`, also `query=`, `ll=`,
 * `destination=`), the view's centre (`/@30.04,31.23,15z`), then a bare "30.04, 31.23".
 */
const PATTERNS = [
  new RegExp(`!3d${NUMBER}!4d${NUMBER}`),
  new RegExp(`[?&](?:q|query|ll|destination|center)=(?:loc:)?${NUMBER}\\s*,\\s*${NUMBER}`),
  new RegExp(`@${NUMBER},${NUMBER}`),
  new RegExp(`^\\s*${NUMBER}\\s*[,،;\\s]\\s*${NUMBER}\\s*$`),
];

/** The two numbers a link or a "lat, lng" pair gives, unchecked; null when the text holds no pair. */
export function parsePoint(text: string): MapPoint | null {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A stray % is no reason to refuse the text; it is read as typed.
  }
  for (const pattern of PATTERNS) {
    const match = pattern.exec(decoded);
    if (match) return { lat: Number(match[1]), lng: Number(match[2]) };
  }
  return null;
}

export const COORDINATE_LIMITS = { lat: 90, lng: 180 } as const;

/** Whether a coordinate lies on the globe: latitude −90…90, longitude −180…180. */
export const inRange = (axis: keyof MapPoint, value: number) =>
  Number.isFinite(value) && Math.abs(value) <= COORDINATE_LIMITS[axis];
