import { afterEach, describe, expect, it } from 'vitest';
import { iconFilesIn } from './icon-files';
import { ICON_PROPERTY } from './protocol';

/** An element as the app's icons write it: its file in the inline custom property. */
function drawn(file: string | null, parent: HTMLElement = document.body): HTMLElement {
  const element = document.createElement('span');
  if (file) element.style.setProperty(ICON_PROPERTY, `url(${file})`);
  parent.append(element);
  return element;
}

describe('iconFilesIn', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('should list each icon file the page draws once, on an icon or on an element around several', () => {
    drawn('/assets/check-A1.svg');
    const list = drawn('/assets/star-B2.svg');
    drawn(null, list);
    drawn('/assets/check-A1.svg');

    expect(iconFilesIn(document)).toEqual(['/assets/check-A1.svg', '/assets/star-B2.svg']);
  });
});
