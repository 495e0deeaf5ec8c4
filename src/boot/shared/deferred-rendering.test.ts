import { describe, expect, it } from 'vitest';
import { renderSectionsNow } from './deferred-rendering';

describe('renderSectionsNow', () => {
  it('should lay out every deferred section at once and leave the others alone', () => {
    document.body.innerHTML = [
      '<section data-rendering="deferred"></section>',
      '<section data-rendering="complete"></section>',
      '<section data-rendering="deferred"></section>',
      '<section></section>',
    ].join('');
    renderSectionsNow();
    expect(
      [...document.querySelectorAll('section')].map((section) => section.dataset.rendering),
    ).toEqual(['complete', 'complete', 'complete', undefined]);
  });
});
