import { Alert, Input, Skeleton } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CoordinateFields } from './coordinate-fields';
import type { MapPoint } from './map-settings';

// Leaflet and its CSS load with the address form only, never with the rest of the app.
const LeafletMap = lazy(() => import('./leaflet-map'));

interface MapPickerProps {
  label: string;
  /** How to set the point ("Click the map to put the mark"). */
  hint: string;
  value: MapPoint | null;
  /** Null when the typed coordinates are incomplete or off the globe. */
  onChange: (point: MapPoint | null) => void;
  /** Already translated. */
  error?: string;
  required?: boolean;
}

/**
 * A map on which a click puts (or moves) the one mark; the mark can also be dragged. The
 * point can be typed or pasted below it too, which is the way left when no tile loads.
 */
export function MapPicker({ label, hint, value, onChange, error, required }: MapPickerProps) {
  const { t } = useTranslation('pickers');
  const errorId = useId();
  const [tilesLoad, setTilesLoad] = useState(true);
  return (
    <Input.Wrapper label={label} description={hint} error={error} withAsterisk={required} errorProps={{ id: errorId }}>
      <div aria-describedby={error ? errorId : undefined} style={{ marginBlockStart: 'var(--mantine-spacing-xs)' }}>
        {!tilesLoad && (
          <Alert role="status" color="yellow" variant="light" icon={<IconMapOff size={18} aria-hidden />} mb="xs" data-testid="map-offline">
            {t('map.noTiles')}
          </Alert>
        )}
        <Suspense fallback={<Skeleton height={320} radius="md" />}>
          <LeafletMap value={value} onChange={onChange} label={label} invalid={Boolean(error)} onTiles={setTilesLoad} />
        </Suspense>
      </div>
      <CoordinateFields value={value} onChange={onChange} />
    </Input.Wrapper>
  );
}
