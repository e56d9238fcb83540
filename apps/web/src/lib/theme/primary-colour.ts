import { useSyncExternalStore } from 'react';

/**
 * The store's primary colour (the settings' themes page), applied to the whole dashboard: the
 * theme reads it here, the signed-in layout sets it from the server, and the themes page sets
 * it on saving. Kept in the browser too, so the next visit (the sign-in page as well) starts in it.
 */
const KEY = 'matjar.primary-colour';
const COLOUR = /^#[0-9a-f]{6}$/;

const stored = (): string | null => {
  try {
    const value = localStorage.getItem(KEY);
    return value && COLOUR.test(value) ? value : null;
  } catch {
    return null;
  }
};

let colour = typeof localStorage === 'undefined' ? null : stored();
const listeners = new Set<() => void>();

/** `#rrggbb`, or null for the app's own teal. */
export function setPrimaryColour(next: string | null): void {
  const value = next && COLOUR.test(next.toLowerCase()) ? next.toLowerCase() : null;
  if (value === colour) return;
  colour = value;
  try {
    if (value) localStorage.setItem(KEY, value);
    else localStorage.removeItem(KEY);
  } catch {
    // A browser without storage still follows the colour for this visit.
  }
  for (const listener of listeners) listener();
}

export const usePrimaryColour = (): string | null =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => colour,
  );

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const mix = (hex: string, towards: number, amount: number) =>
  `#${channels(hex)
    .map((c) => Math.round(c + (towards - c) * amount).toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * Mantine's ten shades of one colour, the colour itself at shade 7 (the theme's primary
 * shade): lighter towards white below it, darker above. Text on them is kept readable by
 * `readableColours`, whatever colour is chosen.
 */
export function shadesOf(hex: string): [string, string, string, string, string, string, string, string, string, string] {
  return [
    mix(hex, 255, 0.94),
    mix(hex, 255, 0.84),
    mix(hex, 255, 0.68),
    mix(hex, 255, 0.52),
    mix(hex, 255, 0.38),
    mix(hex, 255, 0.24),
    mix(hex, 255, 0.12),
    hex,
    mix(hex, 0, 0.18),
    mix(hex, 0, 0.34),
  ];
}
