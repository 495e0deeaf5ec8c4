/**
 * Pages in the visitor's chosen colour scheme before first paint, with no script in them: the menu's
 * choice (boot/shared/color-scheme-choice.ts) is copied into Cache Storage, and the worker writes it into each
 * page it serves, as `<html data-color-scheme="…">` and the browser chrome's colour. With no choice
 * (the system's scheme) a page passes through untouched. A page the worker does not serve gets the
 * choice from boot.ts, which runs before the page is first painted only if it is quick enough.
 */
import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_INPUT_NAME,
  parseColorSchemeChoice,
  themeColors,
  type ColorSchemeChoice,
} from '../config/color-scheme';
import { COLOR_SCHEME_CACHE, COLOR_SCHEME_CACHE_ENTRY } from '../config/storage-keys';

const schemeRadio = new RegExp(`<input type="radio" name="${COLOR_SCHEME_INPUT_NAME}"[^>]*>`, 'g');

/**
 * `html` with `choice` (light or dark) on its root element, in its theme-color metas and checked in
 * its radio buttons, which then say the truth before boot.ts runs (and tell it a pick made meanwhile).
 */
export function pageInColorScheme(
  html: string,
  choice: Exclude<ColorSchemeChoice, 'system'>,
): string {
  return html
    .replace(/<html(?=[\s>])/, `<html ${COLOR_SCHEME_ATTRIBUTE}="${choice}"`)
    .replace(
      /(<meta name="theme-color"[^>]*content=")[^"]*/g,
      (_match, start: string) => `${start}${themeColors[choice]}`,
    )
    .replace(schemeRadio, (input) => {
      const unchecked = input.replace(' checked=""', '');
      return unchecked.includes(` value="${choice}"`)
        ? unchecked.replace('<input', '<input checked=""')
        : unchecked;
    });
}

/** The stored choice; the system's when there is none or the cache cannot be read. */
async function storedChoice(): Promise<ColorSchemeChoice> {
  try {
    const stored = await caches.match(COLOR_SCHEME_CACHE_ENTRY, { cacheName: COLOR_SCHEME_CACHE });
    return parseColorSchemeChoice(await stored?.text());
  } catch {
    return 'system';
  }
}

/** `response` in the chosen scheme, if one was chosen and it is a page. Never fails for the choice's sake. */
export async function inChosenColorScheme(response: Response): Promise<Response> {
  // A redirect must reach the page as one (the 404 page is a page), and only HTML has a root to mark.
  if (
    response.type === 'opaqueredirect' ||
    response.redirected ||
    !response.headers.get('Content-Type')?.includes('text/html')
  )
    return response;
  const choice = await storedChoice();
  if (choice === 'system') return response;
  const headers = new Headers(response.headers);
  // The body is new: its length changed, and it is no longer the encoded bytes the server sent.
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(pageInColorScheme(await response.text(), choice), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
