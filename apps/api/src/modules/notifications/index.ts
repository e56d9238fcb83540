import type { ApiModule, ModuleContext } from '../module.js';
import { notificationBusFor } from './notification-bus.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';

export { MAX_STREAMS_PER_SESSION } from './event-streams.js';
export type { NotificationsService } from './notifications.service.js';

/** The server's one notifications service: its streams and its bus are per process. */
export const notificationsOf = (context: ModuleContext) =>
  context.shared('notifications', () => {
    const warn = (message: string) => process.emitWarning(message);
    const bus = notificationBusFor(context.dialect, context.config.databaseUrl, warn);
    return createNotificationsService(context.db, bus, warn, { sessionCheckMs: context.config.streamSessionCheckSeconds * 1000 });
  });

/** Each user's notifications and their live delivery; no permission area (every user has their own). */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  permissionAreas: [],
  routes: (context) => notificationsRoutes(notificationsOf(context)),
};
