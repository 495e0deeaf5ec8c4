/**
 * A prerendered page reads, scrolls, follows links, opens its menu (a popover) and its case studies (a
 * `<details>`) without JavaScript, so the app (React, MUI, the router: about 180 KB) is fetched only when
 * a visitor first does something that needs it: a tap or click on a control that needs the app, focus
 * on a form field, a key that edits a field or presses such a control (`startsApp` below), or, with a
 * mouse, pointing at such a control. Scrolling on a touch screen is not one, nor a key that only moves
 * focus, scrolls or closes the menu (Tab, arrows, Escape), nor a tap on a button that sends its form by
 * itself: a visitor who only reads pays for the page alone (docs/ARCHITECTURE.md, "The app on first
 * interaction"), and one who leaves gets the next page without the app's files in its way.
 *
 * Nothing the visitor does while the app loads is lost, and none of it waits for the app:
 * - a tap on a button that needs the app is delivered again to it once the app has hydrated, unless
 *   the visitor has clicked something else since or it came too late to be what they still expect;
 * - a form that needs the app (no `action`: sign-in, the profile) says at once that it is sending (its
 *   submit button takes `data-pending`) and is submitted again once the app has hydrated. A form with
 *   an `action` (the contact form) posts natively: its button says it is sending, and the form is
 *   marked so that the app, arriving mid-post, does not send it again;
 * - what the visitor does in a text field (keys, taps, focus, paste) is the browser's alone until the app
 *   has hydrated: the app adopts the text and the focus then (components/form/adopt-typed-values.ts).
 *   React, once it listens, answers such an event on a page it has not finished hydrating by hydrating
 *   all of it at once, in one task, before the key can paint: up to a second on a slow phone.
 */

import {
  PENDING_SUBMIT_ATTRIBUTE,
  POSTING_NATIVELY_ATTRIBUTE,
  WORKS_WITHOUT_APP_ATTRIBUTE,
} from './shared';
import { isInPageLink } from './in-page-link';
import { isTextField } from './text-field';

/** A tap older than this when the app is ready is dropped: acting on it would surprise the visitor. */
export const REPLAY_WINDOW_MS = 5_000;

/** Controls the browser runs by itself (the menu's popover, a disclosure, a link), or boot.ts does. */
const WORKS_WITHOUT_APP = `[popovertarget], summary, a[href], [${WORKS_WITHOUT_APP_ATTRIBUTE}]`;
const CONTROLS = 'button, input, select, textarea, summary, label, [role="button"], [tabindex]';
/** Elements that do nothing without the app, so a tap on them is worth delivering again. */
const APP_BUTTONS = 'button:not([type="submit"]):not([popovertarget]), [role="button"]';

/** Whether the browser sends `form` itself: it has an `action`, or the button sending it a `formaction`. */
const sentByBrowser = (form: HTMLFormElement, submitter: Element | null | undefined) =>
  form.hasAttribute('action') || submitter?.hasAttribute('formaction') === true;

/**
 * A form's button the browser sends by itself (its form has an `action`, as /booking's calls and the
 * contact form): the page is leaving, and the app's files would share the phone's connection with the
 * next page (on a busy phone, the page of times arrived over a second later).
 */
function sendsFormNatively(target: Element): boolean {
  const control = target.closest('button, input[type="submit"]');
  if (!(control instanceof HTMLButtonElement || control instanceof HTMLInputElement)) return false;
  return control.type === 'submit' && control.form !== null && sentByBrowser(control.form, control);
}

const worksWithoutApp = (target: Element) =>
  target.closest(WORKS_WITHOUT_APP) !== null || sendsFormNatively(target);

/**
 * The events a visitor's typing or tapping in a text field sends, each of which React treats as
 * discrete: one on a part it has not hydrated yet makes it hydrate that part synchronously.
 */
export const TEXT_FIELD_EVENTS = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'input',
  'textInput',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'paste',
  'cut',
  'copy',
  'select',
  'change',
  'focusin',
  'focusout',
  'pointerdown',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'click',
  'dblclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'touchcancel',
] as const;

/**
 * Named keys that change a field's text (or send its form); virtual and IME keyboards report every key
 * as one of the last two.
 */
const EDITING_KEYS = new Set(['Backspace', 'Delete', 'Enter', 'Unidentified', 'Process']);
/** What Enter or Space presses: a control, not a focus target such as the main content or a heading. */
const PRESSED_BY_KEYS =
  'button, input, select, textarea, [role="button"], [tabindex]:not([tabindex^="-"])';

/**
 * A character typed (not a shortcut, though paste and cut count; AltGr, Ctrl+Alt on Windows, types one),
 * or an editing key.
 */
function editsText({ key, ctrlKey, metaKey, altKey }: KeyboardEvent): boolean {
  if (EDITING_KEYS.has(key)) return true;
  if ([...key].length !== 1) return false;
  const shortcut = (ctrlKey || metaKey) && !altKey;
  return !shortcut || key === 'v' || key === 'V' || key === 'x' || key === 'X';
}

/**
 * Whether a key needs the app: one that edits a text field, or Enter or Space on a control that needs the
 * app. Focus on either has usually started it already; the key counts too, so that typing or pressing
 * never depends on how focus got there. Every other key works without the app: Tab and arrows move
 * focus or scroll (focus arriving on a control that needs the app starts it), Escape closes the menu,
 * Enter follows a link or opens the menu, Space scrolls the page.
 */
export function startsApp(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element) || worksWithoutApp(target)) return false;
  if (isTextField(target)) return editsText(event);
  if (event.key !== 'Enter' && event.key !== ' ') return false;
  return target.matches(PRESSED_BY_KEYS);
}

export interface FirstInteractionOptions {
  /** Loads the app; resolves once it has hydrated the page (a rejection leaves the page as plain HTML). */
  start: () => Promise<unknown>;
  /** Runs on a click on a link within this page, before the browser scrolls to its target. */
  onInPageLink?: () => void;
  win?: Window;
  now?: () => number;
  /** Stops listening when aborted. */
  signal?: AbortSignal;
  /**
   * Whether the visitor sent `event`, not a script (the app hands typed text over with events of its
   * own, which React must see): `isTrusted`.
   */
  fromVisitor?: (event: Event) => boolean;
}

/** A tap on a link within this page: the browser scrolls to its target (and keeps the menu's `:target`s). */
function isOnInPageLink(target: Element, here: Location): boolean {
  const link = target.closest('a[href]');
  return link instanceof HTMLAnchorElement && isInPageLink(link, here);
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
  signal,
  fromVisitor = (event) => event.isTrusted,
}: FirstInteractionOptions): () => void {
  const doc = win.document;
  let started = false;
  let pendingTap: { target: Element; at: number } | null = null;
  let pendingSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

  const begin = () => {
    if (started) return;
    started = true;
    for (const [type, listener] of triggers) doc.removeEventListener(type, listener, true);
    // Taps are still recorded while the app loads: only the latest one is delivered.
    doc.addEventListener('click', recordTap, { capture: true, signal });
    // Last among boot's listeners on the document, so each of them still sees the event first.
    for (const type of TEXT_FIELD_EVENTS)
      doc.addEventListener(type, keepFromApp, { capture: true, signal });
    const stopWaiting = () => {
      doc.removeEventListener('click', recordTap, true);
      doc.removeEventListener('submit', holdSubmit, true);
      for (const type of TEXT_FIELD_EVENTS) doc.removeEventListener(type, keepFromApp, true);
    };
    start().then(
      () => {
        stopWaiting();
        deliver();
      },
      () => {
        stopWaiting();
        pendingSubmit?.submitter?.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      },
    );
  };

  /** A visitor's event in a text field goes no further than the document until the app has hydrated. */
  const keepFromApp = (event: Event) => {
    if (event.target instanceof Element && isTextField(event.target) && fromVisitor(event))
      event.stopPropagation();
  };

  const recordTap = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    pendingTap = target.closest(APP_BUTTONS) ? { target, at: now() } : null;
  };

  /** A form without an action needs the app to send: it waits, and says so on its button. */
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = (event as SubmitEvent).submitter;
    if (sentByBrowser(form, submitter)) {
      if (event.defaultPrevented) return;
      form.setAttribute(POSTING_NATIVELY_ATTRIBUTE, '');
      submitter?.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
      return;
    }
    event.preventDefault();
    pendingSubmit?.submitter?.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    submitter?.setAttribute(PENDING_SUBMIT_ATTRIBUTE, '');
    pendingSubmit = { form, submitter };
    pendingTap = null;
    begin();
  };

  const deliver = () => {
    const [tap, submit] = [pendingTap, pendingSubmit];
    pendingTap = null;
    pendingSubmit = null;
    if (submit) {
      submit.submitter?.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      if (!submit.form.isConnected) return;
      const submitter = submit.submitter?.isConnected ? submit.submitter : null;
      submit.form.requestSubmit(submitter);
      return;
    }
    if (!tap || !tap.target.isConnected || now() - tap.at > REPLAY_WINDOW_MS) return;
    tap.target.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
    );
  };

  const onClick = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (isOnInPageLink(target, win.location)) onInPageLink?.();
    if (worksWithoutApp(target) || !target.closest(CONTROLS)) return;
    recordTap(event);
    begin();
  };
  const onFocus = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.closest(CONTROLS) && !worksWithoutApp(target)) begin();
  };
  const onKeyDown = (event: Event) => {
    if (startsApp(event as KeyboardEvent)) begin();
  };
  const onPointerOver = (event: Event) => {
    const { pointerType, target } = event as PointerEvent;
    if (pointerType !== 'mouse' || !(target instanceof Element)) return;
    if (target.closest(CONTROLS) && !worksWithoutApp(target)) begin();
  };

  const triggers: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['focusin', onFocus],
    ['keydown', onKeyDown],
    ['pointerover', onPointerOver],
  ];
  for (const [type, listener] of triggers)
    doc.addEventListener(type, listener, { capture: true, signal });
  // Submits are held from the start until the app is there.
  doc.addEventListener('submit', holdSubmit, { capture: true, signal });
  // Back from the page a native post led to, the browser may restore this page as it was: sendable.
  win.addEventListener(
    'pageshow',
    () => {
      for (const form of doc.querySelectorAll(`[${POSTING_NATIVELY_ATTRIBUTE}]`)) {
        form.removeAttribute(POSTING_NATIVELY_ATTRIBUTE);
        form
          .querySelector(`[${PENDING_SUBMIT_ATTRIBUTE}]`)
          ?.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
      }
    },
    { signal },
  );
  // A field focused before this module ran (a tap as soon as the page painted) is a visitor starting
  // on a form: its focus event is past, so it is read from the document instead of being lost.
  const focused = doc.activeElement;
  if (focused && focused !== doc.body && focused.closest(CONTROLS) && !worksWithoutApp(focused))
    begin();
  return begin;
}
