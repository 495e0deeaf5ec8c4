import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICON_PROPERTY } from './protocol';
import type { OfflineMessage } from '@/sw/protocol';
import { stubPerformanceEntries } from '@/testing/performance-entries';
import { cacheVisitedPage } from './offline-cache';

describe('cacheVisitedPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('should save the page with the scripts it loaded and every icon file it draws, fetched or not', () => {
    const origin = window.location.origin;
    stubPerformanceEntries([
      { name: `${origin}/assets/boot-X1.js` },
      { name: `${origin}/assets/cloud-Y2.svg` },
      { name: 'https://elsewhere.example/script.js' },
    ]);
    for (const file of ['/assets/cloud-Y2.svg', '/assets/hub-Z3.svg']) {
      const icon = document.createElement('span');
      icon.style.setProperty(ICON_PROPERTY, `url(${file})`);
      document.body.append(icon);
    }
    const postMessage = vi.fn();
    cacheVisitedPage({ postMessage } as unknown as ServiceWorker);
    const message = postMessage.mock.calls[0]?.[0] as OfflineMessage;
    expect(message).toEqual({
      type: 'CACHE_VISITED_PAGE',
      page: window.location.href.split('#')[0],
      assets: [
        `${origin}/assets/boot-X1.js`,
        `${origin}/assets/cloud-Y2.svg`,
        `${origin}/assets/hub-Z3.svg`,
      ],
    });
  });
});
