import { describe, expect, it } from 'vitest';
import { appModuleUrls } from './app-modules';

const modules = {
  files: ['/assets/main-b.js', '/assets/react-c.js', '/assets/contact-d.js', '/assets/field-e.js'],
  start: [0, 1],
  pages: { '/contact': [2, 3], '/booking': [3] },
};

describe('appModuleUrls', () => {
  it("lists the start-up scripts, then the page's own", () => {
    expect(appModuleUrls('/booking', modules)).toEqual([
      '/assets/main-b.js',
      '/assets/react-c.js',
      '/assets/field-e.js',
    ]);
  });

  it('lists the start-up scripts alone on a page without a list (the 404)', () => {
    expect(appModuleUrls('/no/such/page', modules)).toEqual([
      '/assets/main-b.js',
      '/assets/react-c.js',
    ]);
  });
});
