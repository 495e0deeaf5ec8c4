import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './schedule';

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
