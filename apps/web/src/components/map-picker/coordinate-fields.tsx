import { SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatNumber } from '../../lib/format';
import type { MapPoint } from './map-settings';
import { COORDINATE_LIMITS, inRange, parsePoint } from './parse-point';

interface CoordinateFieldsProps {
  value: MapPoint | null;
  /** A point when both fields hold coordinates on the globe, null otherwise. */
  onChange: (point: MapPoint | null) => void;
}

type Texts = Record<keyof MapPoint, string>;
const AXES = ['lat', 'lng'] as const;
const textsOf = (point: MapPoint | null): Texts => ({ lat: point ? String(point.lat) : '', lng: point ? String(point.lng) : '' });
/** Arabic keyboards type Arabic-Indic digits and the Arabic decimal separator. */
const latinDigits = (text: string) =>
  text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660)).replace(/٫/g, '.');

/**
 * Latitude and longitude typed, or pasted: a pair ("30.04, 31.23") or a Google Maps link
 * in either field fills both. The map stays optional this way (no tiles, no pointer).
 */
export function CoordinateFields({ value, onChange }: CoordinateFieldsProps) {
  const { t } = useTranslation('pickers');
  const [texts, setTexts] = useState<Texts>(() => textsOf(value));
  // A point set on the map replaces what was typed (React's "state from props" pattern).
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value) setTexts(textsOf(value));
  }

  const numbers = { lat: Number(latinDigits(texts.lat)), lng: Number(latinDigits(texts.lng)) };
  const errorOf = (axis: keyof MapPoint) => {
    if (texts[axis].trim() === '' || inRange(axis, numbers[axis])) return undefined;
    const limit = COORDINATE_LIMITS[axis];
    return t(`map.${axis}Range`, { min: formatNumber(-limit), max: formatNumber(limit) });
  };

  const type = (axis: keyof MapPoint, text: string) => {
    const pair = parsePoint(latinDigits(text));
    const next = pair ? textsOf(pair) : { ...texts, [axis]: text };
    setTexts(next);
    const point = { lat: Number(latinDigits(next.lat)), lng: Number(latinDigits(next.lng)) };
    const complete = next.lat.trim() !== '' && next.lng.trim() !== '' && AXES.every((key) => inRange(key, point[key]));
    const result = complete ? point : null;
    setShown(result);
    onChange(result);
  };

  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" mt="sm">
      {AXES.map((axis) => (
        <TextInput
          key={axis}
          label={t(`map.${axis}`)}
          placeholder={axis === 'lat' ? '30.0444' : '31.2357'}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          value={texts[axis]}
          error={errorOf(axis)}
          onChange={(event) => type(axis, event.currentTarget.value)}
        />
      ))}
    </SimpleGrid>
  );
}
