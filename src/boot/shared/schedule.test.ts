import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_LOAD_GRACE_MS,
  afterFirstPaint,
  afterLoad,
  holdAfterLoadWhile,
  nextPaint,
  START_UP_HOLD_MAX_MS,
  yieldToVisitor,
} from './schedule';

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A Paint Timing observer the test can feed entries to. */
function installPaintObserver(supported: readonly string[]) {
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly record: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    paint(...names: string[]) {
      for (const observer of observers) {
        if (observer.disconnected) continue;
        observer.callback({
          getEntriesByName: (name) => names.filter((entry) => entry === name),
        });
      }
    },
  };
}

function rootWithContent(content: boolean) {
  const root = document.createElement('div');
  if (content) root.append(document.createElement('main'));
  return root;
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('should wait for the first contentful paint of a prerendered page, then start in a new task', () => {
    const paint = installPaintObserver(['paint']);
    const start = vi.fn();
    afterFirstPaint(start, rootWithContent(true));

    paint.paint('first-paint');
    vi.runAllTimers();
    expect(start).not.toHaveBeenCalled();

    paint.paint('first-contentful-paint');
    expect(start).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);

    paint.paint('first-contentful-paint');
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('should start at once when there is no prerendered content to paint', () => {
    installPaintObserver(['paint']);
    const start = vi.fn();
    afterFirstPaint(start, rootWithContent(false));
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('should fall back to the next frame without Paint Timing', () => {
    const paint = installPaintObserver([]);
    const frame = vi.fn<(callback: FrameRequestCallback) => number>();
    vi.stubGlobal('requestAnimationFrame', frame);
    const start = vi.fn();
    afterFirstPaint(start, rootWithContent(true));

    expect(paint.observers).toHaveLength(0);
    expect(frame).toHaveBeenCalledTimes(1);
    frame.mock.calls[0]?.[0](0);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

/** A window whose frames and visibility the test decides. */
function fakeWindow(visibility: DocumentVisibilityState) {
  const frames: FrameRequestCallback[] = [];
  const win = {
    document: { visibilityState: visibility },
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    clearTimeout: (handle: number) => clearTimeout(handle),
  } as unknown as Window;
  return { win, frame: () => frames.splice(0).forEach((callback) => callback(0)) };
}

/** A performance whose counts of dispatched events the test sets (Event Timing's eventCounts). */
function fakePerformance() {
  const counts = new Map<string, number>();
  return {
    perf: { eventCounts: counts } as unknown as Performance,
    dispatched: (type: string) => counts.set(type, (counts.get(type) ?? 0) + 1),
  };
}

/** Whether `promise` has settled once the timers due now and the microtasks have run. */
async function settledNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('nextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should resolve in the task after the next frame has been rendered', async () => {
    const { win, frame } = fakeWindow('visible');
    const painted = nextPaint(win);
    expect(await settledNow(painted)).toBe(false);
    frame();
    expect(await settledNow(painted)).toBe(true);
  });

  it('should not wait for frames a hidden page never renders', async () => {
    const { win } = fakeWindow('hidden');
    expect(await settledNow(nextPaint(win))).toBe(true);
  });

  it('should give way when the frame does not come', async () => {
    const { win } = fakeWindow('visible');
    const painted = nextPaint(win, 100);
    expect(await settledNow(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settledNow(painted)).toBe(true);
  });
});

describe('yieldToVisitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No scheduler.yield in jsdom: nextTask is a timer.
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should go on in a new task when nothing came in while it yielded', async () => {
    const { win } = fakeWindow('visible');
    const { perf } = fakePerformance();
    expect(await settledNow(yieldToVisitor(perf, win))).toBe(true);
  });

  it('should wait for a frame when the visitor pressed a key or tapped while it yielded', async () => {
    const { win, frame } = fakeWindow('visible');
    const { perf, dispatched } = fakePerformance();
    const yielded = yieldToVisitor(perf, win);
    // The key pressed during the work before is dispatched as soon as that work ends.
    dispatched('keydown');
    expect(await settledNow(yielded)).toBe(false);
    frame();
    expect(await settledNow(yielded)).toBe(true);
  });

  it('should go on in a new task where the browser does not count events', async () => {
    const { win } = fakeWindow('visible');
    expect(await settledNow(yieldToVisitor({} as Performance, win))).toBe(true);
  });
});

describe('afterLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A window of its own (jsdom's iframe), still loading, with a Navigation API stand-in. */
  function loadingWindow() {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const win = frame.contentWindow!;
    const navigation = new EventTarget();
    Object.defineProperty(win, 'navigation', { value: navigation });
    Object.defineProperty(win.document, 'readyState', { value: 'interactive', configurable: true });
    // The frame's timers are its own: handed to the test's fake clock.
    Object.defineProperty(win, 'setTimeout', {
      value: (run: () => void, ms: number) => setTimeout(run, ms),
    });
    const navigate = (
      url: string,
      { sameDocument = false, downloadRequest = null as string | null } = {},
    ) =>
      navigation.dispatchEvent(
        Object.assign(new Event('navigate'), {
          destination: { url, sameDocument },
          downloadRequest,
        }),
      );
    const pageshow = (persisted: boolean) =>
      win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    return { win, navigate, pageshow, remove: () => frame.remove() };
  }

  it('runs a moment after the load event, or a moment from now on a page that has loaded', () => {
    const { win, remove } = loadingWindow();
    const work = vi.fn();
    afterLoad(work, win.document);
    vi.advanceTimersByTime(AFTER_LOAD_GRACE_MS);
    expect(work).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_LOAD_GRACE_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const loaded = vi.fn();
    afterLoad(loaded); // jsdom's own document has loaded
    vi.advanceTimersByTime(AFTER_LOAD_GRACE_MS - 1);
    expect(loaded).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loaded).toHaveBeenCalledTimes(1);
    remove();
  });

  /** Work waiting for `afterLoad` in a page that has loaded and, within the grace, is left for `url`. */
  function leftJustAfterLoad(url: string) {
    const { win, navigate, pageshow, remove } = loadingWindow();
    const work = vi.fn();
    afterLoad(work, win.document);
    win.dispatchEvent(new Event('load'));
    navigate(url);
    return { work, pageshow, remove };
  }

  it('skips the work when another page is loading by then, and runs it if the page comes back from the cache', () => {
    // A tap on the call's button just after the load event: the work was still waiting.
    const { work, pageshow, remove } = leftJustAfterLoad(
      'https://lagoonridge.example/api/booking?kind=technical',
    );
    vi.advanceTimersByTime(AFTER_LOAD_GRACE_MS);
    pageshow(false);
    expect(work).not.toHaveBeenCalled();
    pageshow(true);
    expect(work).toHaveBeenCalledTimes(1);
    remove();
  });

  it('runs when the page comes back from the cache before its grace is over', () => {
    // Left just after load, and back (the browser froze the grace's timer meanwhile).
    const { work, pageshow, remove } = leftJustAfterLoad(
      'https://lagoonridge.example/services/cloud',
    );
    pageshow(true);
    vi.advanceTimersByTime(AFTER_LOAD_GRACE_MS);
    expect(work).toHaveBeenCalledTimes(1);
    remove();
  });

  it("waits for the app's start-up under way, and runs once it has hydrated or failed", async () => {
    for (const outcome of ['hydrated', 'failed'] as const) {
      const { win, remove } = loadingWindow();
      let settle!: () => void;
      holdAfterLoadWhile(
        new Promise<void>((resolve, reject) => {
          settle = outcome === 'hydrated' ? resolve : () => reject(new Error('offline'));
        }),
        win,
      );
      const work = vi.fn();
      afterLoad(work, win.document);
      win.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(START_UP_HOLD_MAX_MS - 1);
      expect(work).not.toHaveBeenCalled();
      settle();
      await vi.advanceTimersByTimeAsync(0);
      expect(work).toHaveBeenCalledTimes(1);
      remove();
    }
  });

  it('gives up waiting for a start-up that never ends', async () => {
    const { win, remove } = loadingWindow();
    holdAfterLoadWhile(new Promise<void>(() => undefined), win);
    const work = vi.fn();
    afterLoad(work, win.document);
    win.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(START_UP_HOLD_MAX_MS - 1);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    remove();
  });

  it('skips the work when the page is left while the start-up it waited for ran', async () => {
    const { win, navigate, remove } = loadingWindow();
    let hydrated!: () => void;
    holdAfterLoadWhile(new Promise<void>((resolve) => (hydrated = resolve)), win);
    const work = vi.fn();
    afterLoad(work, win.document);
    win.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(AFTER_LOAD_GRACE_MS);
    navigate('https://lagoonridge.example/services/cloud');
    hydrated();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).not.toHaveBeenCalled();
    remove();
  });

  it('still runs after a change within the page, a download, a tel: or mailto: link', () => {
    const { win, navigate, remove } = loadingWindow();
    const work = vi.fn();
    afterLoad(work, win.document);
    navigate('https://lagoonridge.example/#services', { sameDocument: true });
    navigate('https://lagoonridge.example/leads.csv', { downloadRequest: 'leads.csv' });
    navigate('tel:+2348000000000');
    navigate('mailto:hello@lagoonridge.example');
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_LOAD_GRACE_MS);
    expect(work).toHaveBeenCalledTimes(1);
    remove();
  });
});
