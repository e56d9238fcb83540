import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../api/api-fetch';
import { openNotificationStream } from './notification-stream';

vi.mock('../api/api-fetch', () => ({ apiFetch: vi.fn() }));

/** The browser's EventSource as far as the stream uses it; the test's server dispatches its events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, ((event: { data?: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  /** What the server sends; a closed source hears nothing more, as in the browser. */
  dispatch(type: string, data?: string) {
    if (!this.closed) this.listeners.get(type)?.forEach((listener) => listener({ data }));
  }
}

/** One document for every tab here: its visibility and `visibilitychange`. */
const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
const show = (state: DocumentVisibilityState) => {
  page.visibilityState = state;
  page.dispatchEvent(new Event('visibilitychange'));
};

let tickets = 0;
const handlers = () => ({ onNotification: vi.fn(), onReopened: vi.fn() });
/** Lets the ticket's answer arrive and the source be made, moving the clock by `ms`. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('document', page);
  page.visibilityState = 'visible';
  FakeEventSource.opened = [];
  tickets = 0;
  vi.mocked(apiFetch).mockImplementation(async () => ({ data: { ticket: `t${(tickets += 1)}` } }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openNotificationStream', () => {
  it('reconnects after a break with a fresh ticket, and says it is open again', async () => {
    const on = handlers();
    const stream = openNotificationStream(on);
    await settle();
    latest().dispatch('open');
    latest().dispatch('error');
    await settle(1000);
    expect(tickets).toBe(2);
    expect(latest().url).toBe('/api/notifications/stream?ticket=t2');
    latest().dispatch('open');
    expect(on.onReopened).toHaveBeenCalledTimes(1);
    stream.close();
  });

  it('once replaced, opens nothing until the tab is shown again, then one stream that refetches the list', async () => {
    const on = handlers();
    const stream = openNotificationStream(on);
    await settle();
    const first = latest();
    first.dispatch('open');
    // Replaced while in view: the server's close (an error) follows the event.
    first.dispatch('replaced', '{"limit":10}');
    first.dispatch('error');
    expect(first.closed).toBe(true);
    expect(stream.replaced()).toBe(true);
    await settle(10 * 60_000);
    expect(tickets).toBe(1);

    show('hidden');
    await settle(60_000);
    expect(tickets).toBe(1);
    show('visible');
    await settle();
    expect(tickets).toBe(2);
    expect(stream.replaced()).toBe(false);
    latest().dispatch('open');
    expect(on.onReopened).toHaveBeenCalledTimes(1);
    // Shown again later, with the stream open: nothing more.
    show('hidden');
    show('visible');
    await settle(60_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    stream.close();
  });

  it('resumes at once when asked (the bell opened), and not while the stream is live', async () => {
    const stream = openNotificationStream(handlers());
    await settle();
    latest().dispatch('open');
    stream.resume();
    await settle();
    expect(tickets).toBe(1);
    latest().dispatch('replaced', '{"limit":10}');
    stream.resume();
    await settle();
    expect(tickets).toBe(2);
    // The tab shown afterwards does not open a second one.
    show('visible');
    await settle();
    expect(tickets).toBe(2);
    stream.close();
  });

  it('after close, a visibility change opens nothing', async () => {
    const stream = openNotificationStream(handlers());
    await settle();
    latest().dispatch('replaced', '{"limit":10}');
    stream.close();
    show('visible');
    await settle(60_000);
    expect(tickets).toBe(1);
  });

  it('eleven tabs of one session (the server keeps ten) settle: no stream replaces another over and over', async () => {
    // The server's rule: the 11th stream of the session ends the oldest, telling it first.
    const open: FakeEventSource[] = [];
    const serve = () => {
      for (const source of FakeEventSource.opened) {
        if (source.closed || open.includes(source)) continue;
        if (open.length === 10) {
          const oldest = open.shift() as FakeEventSource;
          oldest.dispatch('replaced', '{"limit":10}');
          oldest.dispatch('error');
        }
        open.push(source);
        source.dispatch('open');
      }
    };
    const tabs = [];
    for (let i = 0; i < 11; i += 1) {
      tabs.push(openNotificationStream(handlers()));
      await settle();
      serve();
    }
    for (let second = 0; second < 120; second += 1) {
      await settle(1000);
      serve();
    }
    expect(tickets).toBe(11);
    expect(tabs.filter((tab) => tab.replaced())).toHaveLength(1);
    tabs.forEach((tab) => tab.close());
  });
});
