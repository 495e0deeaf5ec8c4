import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

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
