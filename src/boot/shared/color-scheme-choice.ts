/**
 * The colour scheme chosen in the menu, without the app: boot.ts runs `followColorSchemeChoice`, so
 * the menu's radio buttons (prerendered, native) work before and without React. The page itself
 * arrives with the choice already on `<html>` when the service worker serves it (sw/color-scheme.ts);
 * this puts it there for a page the worker did not serve, and keeps the menu and `theme-color` in step.
 */
import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_INPUT_NAME,
  parseColorSchemeChoice,
  themeColors,
  type ColorSchemeChoice,
} from '@/config/color-scheme';
import {
  COLOR_SCHEME_CACHE,
  COLOR_SCHEME_CACHE_ENTRY,
  COLOR_SCHEME_KEY,
} from '@/config/storage-keys';

export function storedColorSchemeChoice(win: Window = window): ColorSchemeChoice {
  try {
    return parseColorSchemeChoice(win.localStorage.getItem(COLOR_SCHEME_KEY));
  } catch {
    // Storage blocked: the system's scheme, which needs nothing stored.
    return 'system';
  }
}

/** Puts `choice` on the page: `<html>`'s attribute, the browser chrome's colour, the menu's buttons. */
export function showColorSchemeChoice(doc: Document, choice: ColorSchemeChoice): void {
  if (choice === 'system') doc.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  else doc.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, choice);
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][media]')) {
    const scheme =
      choice !== 'system'
        ? choice
        : meta.getAttribute('media')?.includes('dark')
          ? 'dark'
          : 'light';
    meta.content = themeColors[scheme];
  }
  for (const input of doc.querySelectorAll<HTMLInputElement>(
    `input[name="${COLOR_SCHEME_INPUT_NAME}"]`,
  ))
    input.checked = input.value === choice;
}

/** Keeps `choice` for every page and visit: localStorage for pages, Cache Storage for the worker. */
export async function rememberColorSchemeChoice(
  choice: ColorSchemeChoice,
  win: Window = window,
): Promise<void> {
  try {
    if (choice === 'system') win.localStorage.removeItem(COLOR_SCHEME_KEY);
    else win.localStorage.setItem(COLOR_SCHEME_KEY, choice);
    if (!('caches' in win)) return;
    const cache = await win.caches.open(COLOR_SCHEME_CACHE);
    if (choice === 'system') await cache.delete(COLOR_SCHEME_CACHE_ENTRY);
    else await cache.put(COLOR_SCHEME_CACHE_ENTRY, new Response(choice));
  } catch {
    // Storage blocked: the choice holds on this page only.
  }
}

/**
 * A choice picked before this module ran: the buttons work as soon as the page shows (the menu and the
 * header's Appearance button open with no script), so a radio button checked that the page did not
 * check. Not on a page brought back or reloaded, where the browser may restore an older pick.
 */
function pickedBeforeBoot(win: Window): ColorSchemeChoice | null {
  const navigation = win.performance?.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (navigation && navigation.type !== 'navigate') return null;
  const picked = Array.from(
    win.document.querySelectorAll<HTMLInputElement>(`input[name="${COLOR_SCHEME_INPUT_NAME}"]`),
  ).find((input) => input.checked && !input.defaultChecked);
  return picked ? parseColorSchemeChoice(picked.value) : null;
}

function apply(choice: ColorSchemeChoice, win: Window): void {
  showColorSchemeChoice(win.document, choice);
  void rememberColorSchemeChoice(choice, win);
}

/**
 * Shows the stored choice (or one picked before boot ran, which is then kept), and a new one as soon
 * as it is picked, here or in another tab.
 */
export function followColorSchemeChoice(win: Window = window): void {
  const doc = win.document;
  const early = pickedBeforeBoot(win);
  if (early) apply(early, win);
  else showColorSchemeChoice(doc, storedColorSchemeChoice(win));
  doc.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement | null;
    if (input?.name === COLOR_SCHEME_INPUT_NAME) apply(parseColorSchemeChoice(input.value), win);
  });
  // Opened on a wide screen, the menu shows the choice alone and the browser focuses its first
  // button; the checked one is where a keyboard (and a screen reader's "checked") should start.
  doc.addEventListener(
    'toggle',
    () => {
      const focused = doc.activeElement;
      if (focused instanceof HTMLInputElement && focused.name === COLOR_SCHEME_INPUT_NAME)
        doc
          .querySelector<HTMLInputElement>(`input[name="${COLOR_SCHEME_INPUT_NAME}"]:checked`)
          ?.focus();
    },
    true,
  );
  win.addEventListener('storage', (event) => {
    if (event.key === COLOR_SCHEME_KEY)
      showColorSchemeChoice(doc, parseColorSchemeChoice(event.newValue));
  });
}
