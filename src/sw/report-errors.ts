import { FIELD_REPORT_ENDPOINT, SERVICE_WORKER_ROUTE, type FieldReport } from '@site/contract';

/**
 * The service worker's own errors, to the same sink as the pages' (features/field-data): each message
 * once per worker, as pages have no view of what fails in here. Reports are best effort: a failed post
 * is dropped, never retried from a worker that may be failing.
 */
export function reportServiceWorkerErrors(
  scope: EventTarget,
  release: string,
  post: typeof fetch = fetch,
): void {
  const reported = new Set<string>();
  const report = (reason: unknown) => {
    const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    const message = text.slice(0, 300) || 'unknown';
    if (reported.has(message) || reported.size >= 10) return;
    reported.add(message);
    const body: FieldReport = {
      route: SERVICE_WORKER_ROUTE,
      release,
      appLoaded: false,
      installed: false,
      metrics: [],
      errors: [{ source: 'service-worker', message, count: 1 }],
    };
    post(FIELD_REPORT_ENDPOINT, {
      method: 'POST',
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  };
  scope.addEventListener('error', (event) => {
    const { error, message } = event as ErrorEvent;
    report(error ?? message);
  });
  scope.addEventListener('unhandledrejection', (event) =>
    report((event as PromiseRejectionEvent).reason),
  );
}
