import 'leaflet/dist/leaflet.css';
import { divIcon, map as createMap, marker as createMarker, tileLayer, type Map, type Marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import classes from './map-picker.module.css';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MARKED_ZOOM, TILE_ATTRIBUTION, TILE_URL, type MapPoint } from './map-settings';

export interface LeafletMapProps {
  value: MapPoint | null;
  onChange: (point: MapPoint) => void;
  label: string;
  invalid: boolean;
  /** Told whether the tiles load: false as soon as one fails, true again when one arrives. */
  onTiles: (loading: boolean) => void;
}

/** Rounded to about 1 cm: more digits than that only add noise to the stored point. */
const round = (value: number) => Math.round(value * 1e7) / 1e7;

// A CSS pin instead of Leaflet's image marker, whose image paths a bundler does not resolve.
// Leaflet places the icon with a transform of its own, so the teardrop's rotation sits on an
// inner element: rotating the icon itself would rotate that placement and throw the pin off.
// Its tip, the square's corner turned down, lies half a diagonal (≈ 20 px) below the centre.
// No class of Leaflet's on the icon: its default one draws a white box around it.
const pin = divIcon({ className: '', html: `<span class="${classes.drop}"></span>`, iconSize: [28, 28], iconAnchor: [14, 34] });

/** The Leaflet map itself, loaded only with the address form. A click or a drag sets the point. */
export default function LeafletMap({ value, onChange, label, invalid, onTiles }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<Map | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const onChangeRef = useRef(onChange);
  const onTilesRef = useRef(onTiles);
  useEffect(() => {
    onChangeRef.current = onChange;
    onTilesRef.current = onTiles;
  }, [onChange, onTiles]);

  useEffect(() => {
    if (!element.current) return;
    const start = value ?? DEFAULT_CENTER;
    const map = createMap(element.current, { center: start, zoom: value ? MARKED_ZOOM : DEFAULT_ZOOM });
    tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 })
      .on('tileerror', () => onTilesRef.current(false))
      .on('tileload', () => onTilesRef.current(true))
      .addTo(map);
    map.on('click', (event) => onChangeRef.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The map is created once; later values move the marker (below), not the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!value) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    // A point typed or pasted may lie outside the view: bring it in.
    if (!map.getBounds().contains(value)) map.setView(value, Math.max(map.getZoom(), MARKED_ZOOM));
    if (markerRef.current) {
      markerRef.current.setLatLng(value);
      return;
    }
    const mark = createMarker(value, { icon: pin, draggable: true, keyboard: true, title: label, alt: label }).addTo(map);
    mark.on('dragend', () => {
      const point = mark.getLatLng();
      onChangeRef.current({ lat: round(point.lat), lng: round(point.lng) });
    });
    markerRef.current = mark;
  }, [value, label]);

  return (
    <div
      ref={element}
      className={classes.map}
      data-invalid={invalid || undefined}
      data-testid="map-picker"
      role="application"
      aria-label={label}
    />
  );
}
