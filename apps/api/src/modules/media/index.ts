import type { ApiModule } from '../module.js';
import { mediaRoutes } from './media.routes.js';

export { sendImage } from './media.routes.js';
export { type MediaStore, createMediaStore } from './media-store.js';
export { demoImage } from './demo-images.js';

/** Uploaded images, served resized and public (the store itself is the server's: ModuleContext.media). */
export const mediaModule: ApiModule = {
  name: 'media',
  permissionAreas: [],
  routes: (context) => mediaRoutes(context.media),
};
