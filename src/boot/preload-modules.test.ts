import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_SLICE_MS, preloadModules } from './preload-modules';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

const contactPage = [
  '/assets/main-b.js',
  '/assets/react-c.js',
  '/assets/contact-d.js',
  '/assets/field-e.js',
];

/** Whoever else adds a link meanwhile: the page's starter, or boot. */
function addLink(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

describe('preloadModules', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  });

  it('adds a modulepreload for each script, once however often it is called', async () => {
    await preloadModules(contactPage);
    await preloadModules(contactPage);
    expect(preloads()).toEqual(contactPage);
  });

  it('adds none twice when another caller (the page’s starter) adds the same ones between its slices', async () => {
    // Two links fill a slice (3 ms each on this clock).
    await preloadModules(contactPage, document, {
      now: () => preloads().length * 3,
      nextTask: () => Promise.resolve(),
      nextPaint: () => {
        addLink('/assets/contact-d.js');
        return Promise.resolve();
      },
    });
    expect(preloads()).toEqual(contactPage);
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
    const sixFiles = [...contactPage, '/assets/extra-f.js', '/assets/extra-g.js'];
    await preloadModules(sixFiles, document, {
      now,
      nextTask: waitFor('task'),
      nextPaint: waitFor('frame'),
    });
    // The first wait is for a frame (the tap that started the app shows first), then new tasks.
    expect(addedBeforeEach).toEqual(['frame after 2', 'task after 4']);
    expect(preloads()).toEqual(sixFiles);
  });
});
