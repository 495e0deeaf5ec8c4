import { afterEach, describe, expect, it } from 'vitest';
import { preloadAppModules } from './app-modules';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('preloadAppModules', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  });

  it('adds a modulepreload for each start-up script, once however often it is called', () => {
    preloadAppModules(['/assets/main-b.js', '/assets/react-c.js']);
    preloadAppModules(['/assets/main-b.js', '/assets/react-c.js']);
    expect(preloads()).toEqual(['/assets/main-b.js', '/assets/react-c.js']);
  });
});
