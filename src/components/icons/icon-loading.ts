import type { CSSProperties } from 'react';
import type { IconUrl } from '@/content/types';

/**
 * Decorative icons (decorative-icon.tsx) are small SVG files drawn as CSS masks, so no page carries their
 * path data. They are painted only once this attribute is on <html>, which the boot module sets after the
 * page has loaded and painted (app/startup/show-icons.ts).
 */
export const ICONS_ATTRIBUTE = 'data-icons';

/** The inline custom property that holds an icon's file, as `url(/assets/<name>-<hash>.svg)`. */
export const ICON_PROPERTY = '--icon';

/**
 * The inline style that names an icon's file, for the icon itself or for an element around several
 * (custom properties are inherited): a list names its check marks once, not once per item.
 */
export function iconSource(file: IconUrl): CSSProperties {
  // A custom property: React's CSSProperties has no index for them. Hashed asset names need no quotes.
  return { [ICON_PROPERTY]: `url(${file})` } as CSSProperties;
}

/**
 * Every icon file the page under `root` draws, seen or not, read from the elements' inline styles (which
 * styles nothing, so no off-screen section is laid out or fetches its icons).
 */
export function iconFilesIn(root: ParentNode): string[] {
  const files = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>(`[style*="${ICON_PROPERTY}"]`)) {
    const file = /^url\((.+)\)$/.exec(element.style.getPropertyValue(ICON_PROPERTY))?.[1];
    if (file) files.add(file);
  }
  return [...files];
}
