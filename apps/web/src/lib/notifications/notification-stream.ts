import { NOTIFICATION_TYPES, type Notification } from '@matjar/shared';
import { isApiError } from '../api/api-error';
import { apiFetch } from '../api/api-fetch';

export interface StreamHandlers {
  /** A notification the server pushed (`event: notification`). */
  onNotification: (notification: Notification) => void;
  /** The stream is open again after a break: what came meanwhile is fetched by the caller. */
  onReopened: () => void;
}

export interface NotificationStream {
  /** Opens the stream again now if the server replaced it (a user's action in this tab); otherwise nothing. */
  resume: () => void;
  /** Whether the server replaced the stream and this tab waits to be looked at again: the bell's list is then not live. */
  replaced: () => boolean;
  close: () => void;
}

/** Waits between attempts: 1 s, 2 s, 4 s … up to 30 s, each shortened at random so tabs do not return in step. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

const isNotification = (value: unknown): value is Notification =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Notification).id === 'number' &&
  NOTIFICATION_TYPES.includes((value as Notification).type) &&
  typeof (value as Notification).data?.data === 'object';

/**
 * The signed-in tab's live notifications: a single-use ticket bought with the bearer token
 * (no token in the URL), then `EventSource` on `/api/notifications/stream`. The browser's
 * own reconnect would present the spent ticket again, so on an error the source is closed
 * and a new one opened with a fresh ticket after a backoff; a new source cannot resume by
 * `Last-Event-ID`, so the caller refetches the list once it is open again.
 *
 * A session holds at most 10 streams; the server ends the oldest for the 11th and says so
 * first (`event: replaced`). Reconnecting then would end the next oldest, whose tab would do
 * the same, round every tab of the browser for ever; so a replaced tab waits until it is
 * shown again (`visibilitychange`) or `resume` is called, and replaces the oldest then.
 */
export function openNotificationStream(handlers: StreamHandlers): NotificationStream {
  let closed = false;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let opened = false;
  let replaced = false;

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') resume();
  };
  function resume() {
    if (closed || !replaced) return;
    replaced = false;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    void connect();
  }

  const retry = () => {
    if (closed) return;
    timer = setTimeout(connect, retryDelay(attempt));
    attempt += 1;
  };

  async function connect() {
    let ticket: string;
    try {
      ticket = (await apiFetch<{ data: { ticket: string } }>('/dashboard/notifications/ticket', { method: 'POST' })).data.ticket;
    } catch (error) {
      // A refused session ends the app's session (the api client's doing); nothing to resume.
      if (!(isApiError(error) && error.status === 401)) retry();
      return;
    }
    if (closed) return;
    const next = new EventSource(`/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
    source = next;
    next.addEventListener('open', () => {
      if (opened) handlers.onReopened();
      opened = true;
      attempt = 0;
    });
    next.addEventListener('notification', (event) => {
      let payload: unknown;
      try {
        payload = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      if (isNotification(payload)) handlers.onNotification(payload);
    });
    next.addEventListener('replaced', () => {
      next.close();
      source = undefined;
      replaced = true;
      document.addEventListener('visibilitychange', onVisibilityChange);
    });
    next.addEventListener('error', () => {
      next.close();
      if (source === next) retry();
    });
  }

  void connect();
  return {
    resume,
    replaced: () => replaced,
    close: () => {
      closed = true;
      clearTimeout(timer);
      source?.close();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
