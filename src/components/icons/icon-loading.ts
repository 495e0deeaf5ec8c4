/**
 * Decorative icons (decorative-icon.tsx) are small SVG files drawn as CSS masks, so no page carries their
 * path data. They are painted only once this attribute is on <html>, which the boot module sets after the
 * page has loaded and painted (app/startup/show-icons.ts).
 */
export const ICONS_ATTRIBUTE = 'data-icons';

/** The inline custom property that holds an icon's file, as `url(/assets/<name>-<hash>.svg)`. */
export const ICON_PROPERTY = '--icon';

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
