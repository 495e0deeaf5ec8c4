/**
 * A prerendered page reads, scrolls and follows links without JavaScript, so the app (React, MUI, the
 * router: about 180 KB) is fetched only when a visitor first does something that needs it: a tap or
 * click on anything but a link to another page, focus on a control (a form field, a button reached with
 * Tab), a key press, or, with a mouse, pointing at a control. Scrolling on a touch screen is not one: a
 * visitor who only reads pays for the page alone (docs/ARCHITECTURE.md, "The app on first
 * interaction").
 *
 * The tap on a button that started the app is not lost: once the app has hydrated, it is delivered
 * again to the element that received it, unless the visitor has clicked something else since or it came
 * too late to be what they still expect. Taps the browser has acted on itself (a form field, a label, a
 * summary, a link within the page) are not delivered twice.
 */

/** A tap older than this when the app is ready is dropped: acting on it would surprise the visitor. */
export const REPLAY_WINDOW_MS = 5_000;

const CONTROLS = 'button, input, select, textarea, summary, label, [role="button"], [tabindex]';

/** Elements that do nothing without the app, so a tap on them is worth delivering again. */
const APP_BUTTONS = 'button:not([type="submit"]), [role="button"]';

/** A link that leaves this page: the browser follows it as plain HTML, and the next page starts afresh. */
function leavesPage(target: Element, here: Location): boolean {
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  const to = new URL(link.href, here.href);
  return to.origin !== here.origin || to.pathname !== here.pathname || to.search !== here.search;
}

export interface FirstInteractionOptions {
  /** Loads the app; resolves once it has hydrated the page (a rejection leaves the page as plain HTML). */
  start: () => Promise<unknown>;
  /** Runs on a click on a link within this page, before the browser scrolls to its target. */
  onInPageLink?: () => void;
  win?: Window;
  now?: () => number;
}

/**
 * Starts the app on the first interaction that needs it; see the module comment. Returns a function that
 * starts it now, for other signs the visitor will need it.
 */
export function startOnFirstInteraction({
  start,
  onInPageLink,
  win = window,
  now = () => win.performance.now(),
}: FirstInteractionOptions): () => void {
  const doc = win.document;
  let started = false;
  let pendingTap: { target: Element; at: number } | null = null;

  const begin = () => {
    if (started) return;
    started = true;
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    // The tap is still recorded while the app loads: only the latest one is delivered.
    doc.addEventListener('click', recordTap, true);
    start().then(
      () => {
        doc.removeEventListener('click', recordTap, true);
        deliverTap();
      },
      () => doc.removeEventListener('click', recordTap, true),
    );
  };

  const recordTap = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    pendingTap = target.closest(APP_BUTTONS) ? { target, at: now() } : null;
  };

  const deliverTap = () => {
    const tap = pendingTap;
    pendingTap = null;
    if (!tap || !tap.target.isConnected || now() - tap.at > REPLAY_WINDOW_MS) return;
    tap.target.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
    );
  };

  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || leavesPage(target, win.location)) return;
    if (target.closest('a[href]')) onInPageLink?.();
    recordTap(event);
    begin();
  };
  const onFocus = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && !leavesPage(target, win.location)) begin();
  };
  const onPointerOver = (event: Event) => {
    const { pointerType, target } = event as PointerEvent;
    if (pointerType === 'mouse' && target instanceof Element && target.closest(CONTROLS)) begin();
  };

  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['focusin', onFocus],
    ['keydown', begin],
    ['pointerover', onPointerOver],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  return begin;
}
