import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// Most test files share one module graph and run in turn in it (vitest.config.ts): what one file
// leaves behind in the clock or the storage must not reach the next.
afterAll(() => {
  vi.useRealTimers();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
    // What a test put in the page itself (not through render, which cleanup undoes).
    document.body.replaceChildren();
    for (const element of [document.documentElement, document.body])
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
});

// findBy* and waitFor give up after 1 s by default; npm test runs these beside lint and the emulator
// suites on two cores, where a lazy page and its mocked data took longer than that.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has neither; components only read them, so minimal, honest versions suffice. (A few tests
// run in Node, as the prerenderer does: they have no window.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
