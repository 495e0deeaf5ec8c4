// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { fieldReportSchema } from '@site/contract';
import { reportServiceWorkerErrors } from './report-errors';

describe('reportServiceWorkerErrors', () => {
  it("posts each of the worker's errors once, as a report the endpoint accepts", () => {
    const scope = new EventTarget();
    const post = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    reportServiceWorkerErrors(scope, 'abc123', post);
    const failure = new Error('QuotaExceededError while caching');
    for (let i = 0; i < 2; i += 1) {
      scope.dispatchEvent(Object.assign(new Event('error'), { error: failure, message: '' }));
    }
    scope.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: 'cache.put failed' }),
    );
    expect(post).toHaveBeenCalledTimes(2);
    const calls = post.mock.calls as unknown as [string, RequestInit][];
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/field-report');
    const report = fieldReportSchema.parse(JSON.parse(String(init.body)));
    expect(report).toMatchObject({
      route: '(service worker)',
      release: 'abc123',
      errors: [
        { source: 'service-worker', message: 'Error: QuotaExceededError while caching', count: 1 },
      ],
    });
  });
});
