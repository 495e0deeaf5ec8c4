import { isTextField } from './text-field';

/**
 * /auth's views are fragments (`#sign-up`), so a visitor on a slow connection can switch to one while
 * the page is still arriving, and start typing at once. When the document has finished parsing,
 * Chromium applies the URL's fragment once more: it focuses the fragment's target, or, where the target
 * takes no focus (the view's heading), clears focus. The field being typed in loses it; every key after
 * goes nowhere, and Tab starts again from the heading, into a field that then selects all it held.
 * Seen on the phone profile (CPU 4×, 3G) on a fast host: sign-up kept 6 of 24 characters.
 *
 * Boot runs as the parser finishes, just before that: when a text field has focus and the URL has a
 * fragment, the first time focus leaves that field for nowhere before the page has loaded, the field
 * takes it back at once (focus moved by the handler of a focusout wins over the browser's clearing, and
 * a field focused by script keeps its caret). A tap or Tab elsewhere moves focus to somewhere and is
 * left alone; so is everything after load.
 */
export function keepTypingFocusThroughFragment(win: Window = window): void {
  const doc = win.document;
  const field = doc.activeElement;
  if (!win.location.hash || doc.readyState === 'complete' || !isTextField(field)) return;
  const guard = new AbortController();
  doc.addEventListener(
    'focusout',
    (event) => {
      if (event.target !== field || (event as FocusEvent).relatedTarget !== null) return;
      guard.abort();
      field.focus({ preventScroll: true });
    },
    { capture: true, signal: guard.signal },
  );
  // Chromium applies the fragment as parsing ends, or in the first frame its styles allow: a frame
  // after the load event, it has.
  win.addEventListener(
    'load',
    () => win.requestAnimationFrame(() => win.setTimeout(() => guard.abort())),
    { once: true, signal: guard.signal },
  );
}
