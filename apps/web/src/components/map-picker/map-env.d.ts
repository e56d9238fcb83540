/** Build-time settings of the map picker (see the README's configuration table). */
interface ImportMetaEnv {
  /** A slippy-map tile URL template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`); the app's own blank tile when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  /** The attribution the tile provider requires (`© OpenStreetMap contributors`). */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}
