import { afterEach, describe, expect, it } from 'vitest';
import { preloadAppModules } from './app-modules';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

const modules = {
  files: ['/assets/main-b.js', '/assets/react-c.js', '/assets/contact-d.js', '/assets/field-e.js'],
  start: [0, 1],
  pages: { '/contact': [2, 3], '/booking': [3] },
};

describe('preloadAppModules', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  });

  it("adds a modulepreload for each start-up script and the page's own, once however often it is called", () => {
    preloadAppModules('/contact', modules);
    preloadAppModules('/contact', modules);
    expect(preloads()).toEqual([
      '/assets/main-b.js',
      '/assets/react-c.js',
      '/assets/contact-d.js',
      '/assets/field-e.js',
    ]);
  });

  it('adds the start-up scripts alone on a page without a list (the 404)', () => {
    preloadAppModules('/no/such/page', modules);
    expect(preloads()).toEqual(['/assets/main-b.js', '/assets/react-c.js']);
  });
});
