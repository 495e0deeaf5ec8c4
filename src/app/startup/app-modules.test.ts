import { afterEach, describe, expect, it } from 'vitest';
import { APP_MODULES_ID, preloadAppModules } from './app-modules';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('preloadAppModules', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    document.body.innerHTML = '';
  });

  it("adds a modulepreload for each script of the page's list, once", () => {
    document.body.innerHTML = `<script type="application/json" id="${APP_MODULES_ID}">["/assets/main-b.js","/assets/react-c.js"]</script>`;
    preloadAppModules();
    preloadAppModules();
    expect(preloads()).toEqual(['/assets/main-b.js', '/assets/react-c.js']);
  });

  it('does nothing on a page without the list (the dev server)', () => {
    preloadAppModules();
    expect(preloads()).toEqual([]);
  });
});
