export { MapPicker } from './map-picker';
export type { MapPoint } from './map-settings';
