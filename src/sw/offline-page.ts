import { offlinePageListId } from './protocol';

export interface SavedPage {
  path: string;
  /** As it appears in the page's <title>, already HTML-escaped. */
  title: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The prerendered offline page as the service worker serves it: its list filled with the pages this device
 * holds, and without its scripts, which may not be cached; its markup and inline styles need none.
 */
export function offlinePageHtml(html: string, saved: SavedPage[]): string {
  const items = saved
    .map(({ path, title }) => `<li><a href="${escapeAttribute(path)}">${title}</a></li>`)
    .join('');
  return html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(
      new RegExp(`(<ul[^>]*id="${offlinePageListId}"[^>]*>)[\\s\\S]*?(</ul>)`),
      (_match, open: string, close: string) => `${open}${items}${close}`,
    );
}
