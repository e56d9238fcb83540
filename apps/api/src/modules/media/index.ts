import type { ApiModule } from '../module.js';
import { mediaRoutes } from './media.routes.js';

export { type MediaStore, createMediaStore } from './media-store.js';

/** Uploaded images, served resized and public (the store itself is the server's: ModuleContext.media). */
export const mediaModule: ApiModule = {
  name: 'media',
  permissionAreas: [],
  routes: (context) => mediaRoutes(context.media),
};
