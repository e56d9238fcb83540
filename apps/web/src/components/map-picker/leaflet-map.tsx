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
}

/** Rounded to about 1 cm: more digits than that only add noise to the stored point. */
const round = (value: number) => Math.round(value * 1e7) / 1e7;

// A CSS pin instead of Leaflet's image marker, whose image paths a bundler does not resolve.
const pin = divIcon({ className: classes.pin, iconSize: [28, 28], iconAnchor: [14, 28] });

/** The Leaflet map itself, loaded only with the address form. A click or a drag sets the point. */
export default function LeafletMap({ value, onChange, label, invalid }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<Map | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!element.current) return;
    const start = value ?? DEFAULT_CENTER;
    const map = createMap(element.current, { center: start, zoom: value ? MARKED_ZOOM : DEFAULT_ZOOM });
    tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19 }).addTo(map);
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
