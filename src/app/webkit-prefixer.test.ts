import createCache from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { webkitPrefixer } from './webkit-prefixer';

/** The CSS Emotion writes for these declarations with the site's prefixer. */
function cssFor(declarations: string): string {
  const container = document.createElement('div');
  const cache = createCache({ key: 'test', container, stylisPlugins: [webkitPrefixer] });
  cache.insert('.a', { name: 'a', styles: declarations, next: undefined }, cache.sheet, false);
  return container.textContent ?? '';
}

describe('webkitPrefixer', () => {
  it('adds the -webkit- form of properties some browsers still know only by it', () => {
    const css = cssFor('user-select:none;mask:url(a.svg);print-color-adjust:exact;');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-mask:url(a.svg);mask:url(a.svg);');
    expect(css).toContain('-webkit-print-color-adjust:exact;print-color-adjust:exact;');
  });

  it('writes everything else as it is, without the prefixes of browsers from before 2017', () => {
    const css = cssFor('display:flex;align-items:center;transition:color 1s;');
    expect(css).toBe('.a{display:flex;align-items:center;transition:color 1s;}');
  });
});
