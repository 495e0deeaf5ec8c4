import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { fieldReportSchema } from '@site/contract';
import { startFieldData } from './collector';

const reporters = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => {
  const register = (name: string) => (callback: (metric: Metric) => void) =>
    reporters.set(name, callback);
  return {
    onLCP: register('LCP'),
    onINP: register('INP'),
    onCLS: register('CLS'),
    onFCP: register('FCP'),
    onTTFB: register('TTFB'),
  };
});

const metric = (name: Metric['name'], value: number, entries: unknown[] = []) =>
  ({ name, value, rating: 'good', entries }) as unknown as Metric;

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('startFieldData', () => {
  const beacon = vi.fn((_url: string, _body: string) => true);
  let listening = new AbortController();
  beforeEach(() => {
    listening = new AbortController();
    reporters.clear();
    beacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    window.history.replaceState(null, '', '/services/cloud?utm_source=whatsapp');
  });
  afterEach(() => {
    listening.abort();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('sends one report when the page is hidden: metrics, the tapped target, errors counted once', () => {
    startFieldData({
      release: 'abc123',
      sampleRate: 1,
      appLoaded: () => false,
      random: () => 0.5,
      signal: listening.signal,
    });
    const button = document.createElement('button');
    button.id = 'open-menu';
    reporters.get('LCP')?.(metric('LCP', 812));
    reporters.get('INP')?.(metric('INP', 64, [{ target: button }]));
    for (let i = 0; i < 2; i += 1) {
      window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    }
    hide();
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/field-report');
    const report = fieldReportSchema.parse(JSON.parse(body));
    expect(report).toMatchObject({
      route: '/services/cloud',
      release: 'abc123',
      appLoaded: false,
      installed: false,
      metrics: [
        { name: 'LCP', value: 812 },
        { name: 'INP', value: 64, target: 'button#open-menu' },
      ],
      errors: [{ source: 'error', message: 'TypeError: x is undefined', count: 2 }],
    });
    expect(body).not.toContain('utm_source');
  });

  it('hands the report to the service worker when one controls the page', () => {
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: { postMessage } },
      configurable: true,
    });
    try {
      startFieldData({
        release: 'abc123',
        sampleRate: 1,
        appLoaded: () => true,
        signal: listening.signal,
      });
      reporters.get('LCP')?.(metric('LCP', 640));
      hide();
      expect(beacon).not.toHaveBeenCalled();
      expect(postMessage).toHaveBeenCalledWith({ type: 'FIELD_REPORT', body: expect.any(String) });
      const [{ body }] = postMessage.mock.calls[0] as [{ body: string }];
      expect(fieldReportSchema.parse(JSON.parse(body)).metrics).toEqual([
        { name: 'LCP', value: 640, rating: 'good' },
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('files a failed lazy import as a chunk-load failure', () => {
    startFieldData({
      release: 'abc123',
      sampleRate: 1,
      appLoaded: () => true,
      signal: listening.signal,
    });
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), {
        reason: new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      }),
    );
    hide();
    const report = fieldReportSchema.parse(JSON.parse(beacon.mock.calls[0]![1]));
    expect(report.errors[0]?.source).toBe('chunk-load');
    window.dispatchEvent(new ErrorEvent('error', { message: 'Importing a module script failed.' }));
    hide();
    expect(fieldReportSchema.parse(JSON.parse(beacon.mock.calls[1]![1])).errors).toEqual([
      { source: 'chunk-load', message: 'Importing a module script failed.', count: 1 },
    ]);
  });

  it('sends nothing outside the sample, and nothing when there is nothing to say', () => {
    startFieldData({
      release: 'abc123',
      sampleRate: 0.1,
      appLoaded: () => false,
      random: () => 0.5,
      signal: listening.signal,
    });
    expect(reporters.size).toBe(0);
    hide();
    expect(beacon).not.toHaveBeenCalled();
  });
});
