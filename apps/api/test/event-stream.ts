import type { Api, TestServer } from './harness.js';

/** One server-sent event as the browser's EventSource reads it. */
export interface StreamEvent {
  id: string | undefined;
  event: string | undefined;
  data: any;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The next event, or a rejection after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<StreamEvent>;
  /** Resolves when the server ends the stream, or rejects after `timeoutMs`. */
  ended: (timeoutMs?: number) => Promise<void>;
  close: () => void;
}

/** A fresh single-use stream ticket for this caller. */
export async function streamTicket(api: Api): Promise<string> {
  const answer = await api.post('/api/dashboard/notifications/ticket');
  if (answer.status !== 200) throw new Error(`stream ticket → ${answer.status}`);
  return answer.body.data.ticket as string;
}

/** Parses `text` into complete events, answering them and what is left over. */
function parse(text: string): { events: StreamEvent[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
    }
    if (fields.data !== undefined) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
  }
  return { events, rest };
}

/** Opens `GET /api/notifications/stream` as a browser would, reading events as they come. */
export async function openStream(server: TestServer, ticket: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${server.url}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const queue: StreamEvent[] = [];
  const waiting: ((event: StreamEvent) => void)[] = [];
  let endedResolve: () => void = () => {};
  const endedPromise = new Promise<void>((resolve) => (endedResolve = resolve));
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          const { events, rest } = parse(buffer + decoder.decode(chunk, { stream: true }));
          buffer = rest;
          for (const event of events) {
            const waiter = waiting.shift();
            if (waiter) waiter(event);
            else queue.push(event);
          }
        }
      } catch {
        // aborted by the test
      }
      endedResolve();
    })();
  } else {
    await response.text();
    endedResolve();
  }
  const timeout = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms))]);
  return {
    status: response.status,
    headers: response.headers,
    next: (timeoutMs = 3000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return timeout(new Promise<StreamEvent>((resolve) => waiting.push(resolve)), timeoutMs, 'event');
    },
    ended: (timeoutMs = 3000) => timeout(endedPromise, timeoutMs, 'end of stream'),
    close: () => abort.abort(),
  };
}
