import {
  FIELD_REPORT_ENDPOINT,
  type FieldError,
  type FieldMetric,
  type FieldReport,
} from '@site/contract';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { isInstalled } from '@/boot/shared';
import type { FieldReportMessage } from '@/sw/protocol';
import { connectionType, describeTarget, deviceMemoryBucket, reportRoute } from './page-context';

export interface FieldDataOptions {
  release: string;
  /** Share of page views that report, 0 to 1. */
  sampleRate: number;
  /** Whether the app (React) has loaded: its mark is the boot module's to name (boot/shared/protocol). */
  appLoaded: () => boolean;
  win?: Window;
  random?: () => number;
  /** Stops listening when aborted. */
  signal?: AbortSignal;
}

/** An error as the page met it: the same one twice in a page view is one entry, counted. */
const MAX_ERRORS_PER_VIEW = 10;
const MAX_MESSAGE_LENGTH = 300;

/** A failed lazy import: the page asked for a script a new deploy has replaced, or the network failed. */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|preload/i;

function messageOf(reason: unknown): string {
  const text =
    reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason ?? 'unknown');
  return text.slice(0, MAX_MESSAGE_LENGTH) || 'unknown';
}

/**
 * Field data for this page view: Core Web Vitals as the browser measured them and the errors the page
 * hit, sent as one beacon to our own endpoint when the page is hidden (switched away from, or left). Nothing about the
 * visitor: the route, the build, the connection type, a memory bucket, whether the app had loaded and
 * whether the site is installed (the contract's field-report.ts). Loaded after first paint (boot.ts).
 */
export function startFieldData({
  release,
  sampleRate,
  appLoaded,
  win = window,
  random = Math.random,
  signal,
}: FieldDataOptions): void {
  if (random() >= sampleRate) return;
  const metrics = new Map<FieldMetric['name'], FieldMetric>();
  const errors = new Map<string, FieldError>();

  const record = (metric: Metric) => {
    const entry: FieldMetric = { name: metric.name, value: metric.value, rating: metric.rating };
    if (metric.name === 'INP') {
      const target = describeTarget(
        (metric.entries as PerformanceEventTiming[]).find((timing) => timing.target)?.target,
      );
      if (target) entry.target = target;
    }
    metrics.set(metric.name, entry);
  };
  // Each reports when its value is final, at the latest when the page is hidden.
  onLCP(record);
  // Interactions from 16 ms (web-vitals' floor; its default is 40): a tap that opens a menu on a fast
  // phone is still measured.
  onINP(record, { durationThreshold: 16 });
  onCLS(record);
  onFCP(record);
  onTTFB(record);

  const noteError = (source: FieldError['source'], reason: unknown) => {
    const message = messageOf(reason);
    const kind = CHUNK_LOAD_FAILURE.test(message) ? 'chunk-load' : source;
    const key = `${kind}\0${message}`;
    const known = errors.get(key);
    if (known) known.count += 1;
    else if (errors.size < MAX_ERRORS_PER_VIEW)
      errors.set(key, { source: kind, message, count: 1 });
  };
  const listening = { signal };
  win.addEventListener(
    'error',
    (event) => noteError('error', event.error ?? event.message),
    listening,
  );
  win.addEventListener(
    'unhandledrejection',
    (event) => noteError('unhandledrejection', event.reason),
    listening,
  );
  // Vite's loader says so when a lazy chunk (or one it preloads) fails to load.
  win.addEventListener(
    'vite:preloadError',
    (event) => noteError('chunk-load', (event as Event & { payload?: unknown }).payload),
    listening,
  );

  const send = () => {
    if (metrics.size === 0 && errors.size === 0) return;
    const report: FieldReport = {
      route: reportRoute(win.location.pathname),
      release,
      connection: connectionType(win.navigator),
      deviceMemory: deviceMemoryBucket(win.navigator),
      appLoaded: appLoaded(),
      installed: isInstalled(),
      metrics: [...metrics.values()],
      errors: [...errors.values()],
    };
    // Sent once: a page shown again reports only what it measures from then on.
    metrics.clear();
    errors.clear();
    const body = JSON.stringify(report);
    // A page its service worker controls hands the report over: a beacon sent as such a page is left
    // did not always arrive; the worker outlives the page and posts it on (sw/sw.ts).
    const worker = win.navigator.serviceWorker?.controller;
    if (worker) worker.postMessage({ type: 'FIELD_REPORT', body } satisfies FieldReportMessage);
    else win.navigator.sendBeacon(FIELD_REPORT_ENDPOINT, body);
  };
  // When the page is hidden: the visitor switched away, or is leaving (a page being left fires this
  // right after pagehide, and web-vitals finalises LCP and CLS on it; on pagehide they are not in yet).
  // On the window as it bubbles up, after web-vitals' own capturing listeners there.
  win.addEventListener(
    'visibilitychange',
    () => {
      if (win.document.visibilityState === 'hidden') send();
    },
    listening,
  );
}
