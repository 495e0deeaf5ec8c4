import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_SLICE_MS, preloadAppModules } from './app-modules';

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

  it("adds a modulepreload for each start-up script and the page's own, once however often it is called", async () => {
    await preloadAppModules('/contact', modules);
    await preloadAppModules('/contact', modules);
    expect(preloads()).toEqual([
      '/assets/main-b.js',
      '/assets/react-c.js',
      '/assets/contact-d.js',
      '/assets/field-e.js',
    ]);
  });

  it('adds the start-up scripts alone on a page without a list (the 404)', async () => {
    await preloadAppModules('/no/such/page', modules);
    expect(preloads()).toEqual(['/assets/main-b.js', '/assets/react-c.js']);
  });

  it('adds them in order, about PRELOAD_SLICE_MS of work per task, a frame after the first slice, so a slow phone is never blocked by all of them at once', async () => {
    // Each link costs 3 ms on this clock: two fit in a slice, the third waits for a new task.
    const msPerLink = 3;
    expect(2 * msPerLink).toBeGreaterThan(PRELOAD_SLICE_MS);
    const now = () => preloads().length * msPerLink;
    const addedBeforeEach: string[] = [];
    const waitFor = (what: string) => () => {
      addedBeforeEach.push(`${what} after ${preloads().length}`);
      return Promise.resolve();
    };
    const sixFiles = {
      files: [...modules.files, '/assets/extra-f.js', '/assets/extra-g.js'],
      start: modules.start,
      pages: { '/contact': [2, 3, 4, 5] },
    };
    await preloadAppModules('/contact', sixFiles, document, {
      now,
      nextTask: waitFor('task'),
      nextPaint: waitFor('frame'),
    });
    // The first wait is for a frame (the tap that started the app shows first), then new tasks.
    expect(addedBeforeEach).toEqual(['frame after 2', 'task after 4']);
    expect(preloads()).toEqual([
      '/assets/main-b.js',
      '/assets/react-c.js',
      '/assets/contact-d.js',
      '/assets/field-e.js',
      '/assets/extra-f.js',
      '/assets/extra-g.js',
    ]);
  });
});
