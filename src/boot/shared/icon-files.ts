import { ICON_PROPERTY } from './protocol';

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
