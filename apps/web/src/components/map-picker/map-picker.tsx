import { Input, Skeleton, Text } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import type { MapPoint } from './map-settings';

// Leaflet and its CSS load with the address form only, never with the rest of the app.
const LeafletMap = lazy(() => import('./leaflet-map'));

interface MapPickerProps {
  label: string;
  /** How to set the point ("Click the map to put the mark"). */
  hint: string;
  value: MapPoint | null;
  onChange: (point: MapPoint) => void;
  /** Already translated. */
  error?: string;
  required?: boolean;
}

/** A map on which a click puts (or moves) the one mark; the mark can also be dragged. */
export function MapPicker({ label, hint, value, onChange, error, required }: MapPickerProps) {
  const errorId = useId();
  return (
    <Input.Wrapper label={label} description={hint} error={error} withAsterisk={required} errorProps={{ id: errorId }}>
      <div aria-describedby={error ? errorId : undefined} style={{ marginBlockStart: 'var(--mantine-spacing-xs)' }}>
        <Suspense fallback={<Skeleton height={320} radius="md" />}>
          <LeafletMap value={value} onChange={onChange} label={label} invalid={Boolean(error)} />
        </Suspense>
      </div>
      {value && (
        <Text fz="xs" c="dimmed" mt={4} dir="ltr" data-testid="map-point">
          {value.lat.toFixed(5)}, {value.lng.toFixed(5)}
        </Text>
      )}
    </Input.Wrapper>
  );
}
