/**
 * A form page's starter: a few lines the page runs inline, from its HTML, before the boot module has
 * arrived. On a phone the boot module comes a round trip after the page (over half a second on "3G"),
 * and a visitor who taps a field as soon as it shows used to wait that long before boot asked for the
 * app's scripts (docs/performance-log.md, 30 Nov 2026). The starter asks for them on the first focus on
 * a text field, from the list the build wrote into the page (scripts/build/field-starter.ts), without
 * running them: boot, once it runs, starts the app and finds its scripts on their way.
 */
import { preloadModules } from './preload-modules';
import { APP_MODULES_LIST_ID, WORKS_WITHOUT_APP_ATTRIBUTE } from './shared';
import { isTextField } from './text-field';

export function preloadOnFirstFieldFocus(
  doc: Document = document,
  preload: (urls: readonly string[], doc: Document) => Promise<void> = preloadModules,
): void {
  const onFocus = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !isTextField(target)) return;
    if (target.closest(`[${WORKS_WITHOUT_APP_ATTRIBUTE}]`)) return;
    doc.removeEventListener('focusin', onFocus, true);
    const list = doc.getElementById(APP_MODULES_LIST_ID)?.textContent;
    if (list) void preload(JSON.parse(list) as string[], doc);
  };
  doc.addEventListener('focusin', onFocus, true);
}
