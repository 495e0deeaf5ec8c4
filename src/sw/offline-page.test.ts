// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offlinePageHtml } from './offline-page';

const prerendered =
  '<html><head><title>You are offline | Lagoon Ridge</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><main><h1>You are offline</h1><ul class="css-1x" id="offline-page-list"></ul></main></body></html>';

describe('the offline page as the service worker serves it', () => {
  it('lists the saved pages by title and drops the scripts', () => {
    const html = offlinePageHtml(prerendered, [
      { path: '/', title: 'Lagoon Ridge | Home' },
      { path: '/services/cloud', title: 'Cloud &amp; Software | Lagoon Ridge' },
    ]);
    expect(html).not.toContain('<script');
    expect(html).toContain(
      '<ul class="css-1x" id="offline-page-list"><li><a href="/">Lagoon Ridge | Home</a></li>' +
        '<li><a href="/services/cloud">Cloud &amp; Software | Lagoon Ridge</a></li></ul>',
    );
  });

  it('leaves the list empty (its own text explains) when nothing is saved', () => {
    expect(offlinePageHtml(prerendered, [])).toContain('id="offline-page-list"></ul>');
  });

  it('escapes a path that would break out of the attribute', () => {
    const html = offlinePageHtml(prerendered, [{ path: '/a"><script>', title: 'x' }]);
    expect(html).toContain('href="/a&quot;>&lt;script>"');
  });
});
