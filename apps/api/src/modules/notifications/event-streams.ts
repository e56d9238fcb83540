import type { ServerResponse } from 'node:http';
import type { Notification } from '@matjar/shared';

/** A comment line every so often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** How often the sessions behind open streams are checked by default: a signed-out session's streams close within this. */
export const SESSION_CHECK_MS = 5_000;
/** A client this far behind (unsent bytes) is dropped rather than buffered; it resumes with Last-Event-ID. */
const MAX_BUFFERED_BYTES = 64 * 1024;
/**
 * Open streams one session may hold on one process (a tab holds one); the next one closes
 * the oldest, so a client opening streams in a loop cannot pile up sockets and memory.
 * The oldest is told first (`replacedText`): its tab then waits to be looked at again
 * instead of reconnecting, which would close the next oldest, and so on around the tabs.
 * Counted per process: a count across processes would need a shared table that a crashed
 * process leaves wrong, and each process's own limit already bounds what it holds.
 */
export const MAX_STREAMS_PER_SESSION = 10;

/** One open stream: its user, its session, and its response. Nothing else is kept per stream. */
interface Stream {
  userId: number;
  sessionId: string;
  raw: ServerResponse;
  /** Ids already sent while the stream replays what it missed; dropped once caught up. */
  replayed: Set<number> | null;
  /** Live notifications that arrive while the stream replays, sent once it is done. */
  held: Notification[] | null;
}

/** The text of one server-sent event. */
export const eventText = (notification: Notification) =>
  `id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`;

/** The last event of a stream closed for a newer one of its session (data: the limit; EventSource drops an event without data). */
export const replacedText = `event: replaced\ndata: ${JSON.stringify({ limit: MAX_STREAMS_PER_SESSION })}\n\n`;

/**
 * This process's open event streams, by user. Timers are per process, not per stream: one
 * heartbeat and one session check walk every stream, so an idle stream costs its socket
 * and one small object.
 */
export function createStreamHub(options: {
  liveSessions: (ids: string[]) => Promise<Set<string>>;
  warn: (message: string) => void;
  /** Milliseconds between session checks (`SESSION_CHECK_MS` unless configured). */
  sessionCheckMs?: number;
}) {
  const byUser = new Map<number, Set<Stream>>();
  /** Each session's streams in the order they opened (a Set keeps insertion order). */
  const bySession = new Map<string, Set<Stream>>();
  let count = 0;
  let timers: NodeJS.Timeout[] = [];

  const each = (visit: (stream: Stream) => void) => byUser.forEach((streams) => streams.forEach(visit));

  function write(stream: Stream, text: string) {
    // Ended meanwhile (replaced by a newer stream of its session while it replayed).
    if (stream.raw.writableEnded) return;
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      stream.raw.end();
      return;
    }
    stream.raw.write(text);
  }

  const add = <K>(map: Map<K, Set<Stream>>, key: K, stream: Stream) => {
    const streams = map.get(key);
    if (streams) streams.add(stream);
    else map.set(key, new Set([stream]));
  };
  const drop = <K>(map: Map<K, Set<Stream>>, key: K, stream: Stream) => {
    const streams = map.get(key);
    const dropped = streams?.delete(stream) ?? false;
    if (streams && !streams.size) map.delete(key);
    return dropped;
  };

  function remove(stream: Stream) {
    if (!drop(byUser, stream.userId, stream)) return;
    drop(bySession, stream.sessionId, stream);
    count -= 1;
    if (!count) stopTimers();
  }

  async function closeEndedSessions() {
    const sessions = new Set<string>();
    each((stream) => sessions.add(stream.sessionId));
    try {
      // A thousand ids a query keeps under every database's limit of bound parameters.
      const ids = [...sessions];
      const live = new Set<string>();
      for (let i = 0; i < ids.length; i += 1000) (await options.liveSessions(ids.slice(i, i + 1000))).forEach((id) => live.add(id));
      // A stream opened while the check ran was not part of it: its session stays unjudged until the next.
      each((stream) => {
        if (sessions.has(stream.sessionId) && !live.has(stream.sessionId)) stream.raw.end();
      });
    } catch (error) {
      options.warn(`event streams: session check failed (${(error as Error).message})`);
    }
  }

  function startTimers() {
    const heartbeat = setInterval(() => each((stream) => write(stream, ': heartbeat\n\n')), HEARTBEAT_MS);
    const sessions = setInterval(() => void closeEndedSessions(), options.sessionCheckMs ?? SESSION_CHECK_MS);
    timers = [heartbeat, sessions];
    timers.forEach((timer) => timer.unref());
  }
  function stopTimers() {
    timers.forEach(clearInterval);
    timers = [];
  }

  /** Sends a notification to its user's streams on this process. */
  function deliver(userId: number, notification: Notification) {
    byUser.get(userId)?.forEach((stream) => {
      if (stream.held) stream.held.push(notification);
      else write(stream, eventText(notification));
    });
  }

  /**
   * Adds a stream whose headers are sent. Live notifications are held while `missed` replays
   * what came after Last-Event-ID, then sent unless the replay already did: none lost, none twice.
   */
  async function open(stream: { userId: number; sessionId: string; raw: ServerResponse }, missed: () => Promise<Notification[]>) {
    const entry: Stream = { ...stream, replayed: new Set(), held: [] };
    const same = bySession.get(entry.sessionId);
    for (const oldest of same ?? []) {
      if ((same?.size ?? 0) < MAX_STREAMS_PER_SESSION) break;
      // Out of the count at once: its socket's close event comes later.
      remove(oldest);
      if (!oldest.raw.writableEnded) oldest.raw.end(replacedText);
    }
    add(byUser, entry.userId, entry);
    add(bySession, entry.sessionId, entry);
    count += 1;
    if (count === 1) startTimers();
    entry.raw.on('close', () => remove(entry));
    try {
      for (const notification of await missed()) {
        entry.replayed?.add(notification.id);
        write(entry, eventText(notification));
      }
    } finally {
      const held = entry.held ?? [];
      const replayed = entry.replayed ?? new Set();
      entry.held = null;
      entry.replayed = null;
      for (const notification of held) if (!replayed.has(notification.id)) write(entry, eventText(notification));
    }
  }

  /** Ends every stream (the server is stopping). */
  function closeAll() {
    each((stream) => stream.raw.end());
    stopTimers();
  }

  return { open, deliver, closeAll, size: () => count };
}
export type StreamHub = ReturnType<typeof createStreamHub>;
