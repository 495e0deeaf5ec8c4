import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLAY_WINDOW_MS, startOnFirstInteraction } from './first-interaction';

function page() {
  document.body.innerHTML = `
    <a id="away" href="/contact">Contact</a>
    <a id="here" href="#services">Learn More</a>
    <button id="menu" type="button" popovertarget="site-menu"><svg id="icon"></svg></button>
    <details><summary id="case">Read the case study</summary><p>…</p></details>
    <fieldset data-works-without-app><label id="dark-label"><input id="dark" type="radio" name="color-scheme" />Dark</label></fieldset>
    <p id="text">Some words</p>
    <button id="toggle" type="button">Show password</button>
    <button id="other" type="button">Other</button>
    <input id="field" />
    <textarea id="message"></textarea>
    <input id="read-only" readonly value="Fixed" />
    <h1 id="title" tabindex="-1">A page</h1>
    <form id="sign-in"><input name="email" /><button id="send" type="submit">Sign In</button></form>
    <form id="contact" action="/api/contact" method="post"><button id="post" type="submit">Send</button></form>
    <form id="times" action="/api/booking" method="get"><button id="call"><span id="call-label">Book a call</span></button></form>
    <section id="services"></section>`;
  const byId = (id: string) => document.getElementById(id)!;
  return { byId };
}

/** A start that resolves (or fails) when the test says the app has hydrated. */
function controllableStart() {
  let hydrate!: () => void;
  let fail!: () => void;
  const start = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        hydrate = resolve;
        fail = () => reject(new Error('offline'));
      }),
  );
  const settle = async () => {
    for (let i = 0; i < 4; i += 1) await Promise.resolve();
  };
  return {
    start,
    hydrate: async () => (hydrate(), await settle()),
    fail: async () => (fail(), await settle()),
  };
}

/** jsdom has no PointerEvent: a mouse event with the pointer's type. */
function pointerOver(element: Element, pointerType: 'mouse' | 'touch') {
  const event = new MouseEvent('pointerover', { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  element.dispatchEvent(event);
}

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** A key pressed while `target` has focus (the keydown goes to the focused element, else the body). */
const keyDown = (target: EventTarget, key: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

/** A submit as the browser sends it once the form's constraints pass. */
function submit(form: HTMLElement, submitter: HTMLElement) {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'submitter', { value: submitter });
  form.dispatchEvent(event);
  return event;
}

describe('startOnFirstInteraction', () => {
  let listening = new AbortController();
  afterEach(() => {
    listening.abort();
    listening = new AbortController();
    document.body.innerHTML = '';
  });

  it('does not start for what works without the app: links, the menu, a disclosure, the colour scheme, a form sent natively, reading', () => {
    const { byId } = page();
    const { start } = controllableStart();
    const renderSections = vi.fn();
    startOnFirstInteraction({ start, onInPageLink: renderSections, signal: listening.signal });
    for (const id of ['away', 'here']) {
      byId(id).addEventListener('click', (event) => event.preventDefault());
    }
    click(byId('away'));
    byId('away').focus();
    click(byId('here'));
    click(byId('icon'));
    byId('menu').focus();
    click(byId('case'));
    // The menu moves focus to its first radio button as it opens at desktop width; a pick is boot's.
    byId('dark').focus();
    click(byId('dark-label'));
    click(byId('dark'));
    click(byId('text'));
    pointerOver(byId('toggle'), 'touch');
    pointerOver(byId('menu'), 'mouse');
    // A button that sends its form by itself (the page is leaving): its tap focuses it, then clicks.
    byId('call').focus();
    click(byId('call-label'));
    pointerOver(byId('post'), 'mouse');
    keyDown(byId('call'), 'Enter');
    expect(start).not.toHaveBeenCalled();
    expect(renderSections).toHaveBeenCalledTimes(1);
  });

  it('starts once on focus of a field, a key typed into one or a mouse over a control that needs the app', () => {
    for (const interact of [
      (byId: (id: string) => HTMLElement) => byId('field').focus(),
      (byId: (id: string) => HTMLElement) => keyDown(byId('field'), 'a'),
      (byId: (id: string) => HTMLElement) => pointerOver(byId('toggle'), 'mouse'),
    ]) {
      const { byId } = page();
      const { start } = controllableStart();
      const each = new AbortController();
      startOnFirstInteraction({ start, signal: each.signal });
      interact(byId);
      keyDown(byId('message'), 'b');
      expect(start).toHaveBeenCalledTimes(1);
      each.abort();
    }
  });

  it('does not start for keys that only move focus, scroll, close the menu or follow a link', () => {
    const { byId } = page();
    const { start } = controllableStart();
    startOnFirstInteraction({ start, signal: listening.signal });
    const presses: [string, string, KeyboardEventInit?][] = [
      ['menu', 'Escape'], // closes the menu (a popover) and gives focus back to its button
      ['menu', 'Enter'], // opens it
      ['menu', ' '],
      ['dark', 'ArrowLeft'], // the colour scheme, boot's
      ['case', 'Enter'], // a disclosure
      ['away', 'Enter'], // a link
      ['here', 'Enter'],
      ['title', ' '], // a focus target (tabindex="-1"), not a control: Space scrolls the page
      ['title', 'Tab'],
      ['field', 'Tab'], // in a field, keys that do not change its text
      ['field', 'ArrowRight'],
      ['field', 'Shift'],
      ['field', 'Escape'],
      ['field', 'c', { ctrlKey: true }], // copy
      ['message', 'a', { metaKey: true }], // select all
      ['read-only', 'a'], // a field nobody types into
      ['toggle', 'Tab'], // a control that needs the app, but Tab only moves focus from it
      ['toggle', 'ArrowDown'],
    ];
    for (const [id, key, init] of presses) keyDown(byId(id), key, init);
    for (const key of ['Tab', 'Shift', 'Escape', ' ', 'PageDown', 'End', 'a', 'Enter', 'F5']) {
      keyDown(document.body, key); // nothing focused: reading, scrolling, find-as-you-type
    }
    expect(start).not.toHaveBeenCalled();
  });

  it('starts for a key that edits a field, and for Enter or Space on a control that needs the app', () => {
    const presses: [string, string, KeyboardEventInit?][] = [
      ['field', 'a'],
      ['field', 'é'],
      ['field', '@', { ctrlKey: true, altKey: true }], // AltGr on Windows
      ['field', 'v', { ctrlKey: true }], // paste
      ['field', 'Backspace'],
      ['message', 'Delete'],
      ['message', 'Enter'], // a new line (in a field, the form sent)
      ['message', 'Unidentified'], // what Android's keyboards report for a character
      ['message', 'Process'], // an IME composing
      ['toggle', 'Enter'],
      ['other', ' '],
    ];
    for (const [id, key, init] of presses) {
      const { byId } = page();
      const { start } = controllableStart();
      const each = new AbortController();
      startOnFirstInteraction({ start, signal: each.signal });
      keyDown(byId(id), key, init);
      expect(start, `${key} on #${id}`).toHaveBeenCalledTimes(1);
      each.abort();
    }
  });

  it('starts for a field the visitor focused before this module ran, not for a focused link', () => {
    const { byId } = page();
    const { start } = controllableStart();
    byId('away').focus();
    startOnFirstInteraction({ start, signal: listening.signal });
    expect(start).not.toHaveBeenCalled();
    listening.abort();
    listening = new AbortController();
    byId('field').focus();
    startOnFirstInteraction({ start, signal: listening.signal });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('delivers the latest tap on a button that needs the app once it has hydrated', async () => {
    const { byId } = page();
    const { start, hydrate } = controllableStart();
    startOnFirstInteraction({ start, signal: listening.signal });
    const toggleClicks = vi.fn();
    const otherClicks = vi.fn();
    byId('toggle').addEventListener('click', toggleClicks);
    byId('other').addEventListener('click', otherClicks);
    click(byId('toggle'));
    click(byId('other'));
    expect(start).toHaveBeenCalledTimes(1);
    await hydrate();
    expect(toggleClicks).toHaveBeenCalledTimes(1); // the original tap only
    expect(otherClicks).toHaveBeenCalledTimes(2); // the original and the delivered one
  });

  it('holds a form that needs the app, says it is sending, and sends it once hydrated', async () => {
    const { byId } = page();
    const { start, hydrate } = controllableStart();
    startOnFirstInteraction({ start, signal: listening.signal });
    const sent = vi.fn();
    const event = submit(byId('sign-in'), byId('send'));
    expect(event.defaultPrevented).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(byId('send')).toHaveAttribute('data-pending');
    // The app's handler, once hydrated, receives the submit again, from the same button.
    byId('sign-in').addEventListener('submit', (again) => {
      again.preventDefault();
      sent((again as SubmitEvent).submitter?.id);
    });
    await hydrate();
    expect(sent).toHaveBeenCalledWith('send');
    expect(byId('send')).not.toHaveAttribute('data-pending');
  });

  it('lets a form with an action post natively, says it is sending, and marks it as posting', () => {
    const { byId } = page();
    const { start } = controllableStart();
    startOnFirstInteraction({ start, signal: listening.signal });
    const event = submit(byId('contact'), byId('post'));
    expect(event.defaultPrevented).toBe(false);
    expect(byId('post')).toHaveAttribute('data-pending');
    expect(byId('contact')).toHaveAttribute('data-posting');
    // Back on this page from where the post led (restored as it was), it can be sent again.
    window.dispatchEvent(new Event('pageshow'));
    expect(byId('post')).not.toHaveAttribute('data-pending');
    expect(byId('contact')).not.toHaveAttribute('data-posting');
  });

  it("keeps a visitor's events in a text field from the page until the app has hydrated, not the app's own", async () => {
    const { byId } = page();
    const { start, hydrate } = controllableStart();
    // jsdom's events are all untrusted: these stand for the app's own, the rest for the visitor's.
    const fromApp = new WeakSet<Event>();
    startOnFirstInteraction({
      start,
      signal: listening.signal,
      fromVisitor: (event) => !fromApp.has(event),
    });
    // Where React listens: the page's root (here the body).
    const reached = vi.fn();
    for (const type of ['keydown', 'input', 'focusin', 'click'])
      document.body.addEventListener(type, (event) =>
        reached(`${event.type} ${(event.target as Element).id}`),
      );

    // The focus that starts the app goes on: no app listens yet.
    byId('field').focus();
    expect(start).toHaveBeenCalledTimes(1);
    reached.mockClear();
    keyDown(byId('field'), 'a');
    click(byId('message'));
    byId('message').focus();
    expect(reached).not.toHaveBeenCalled();
    // A tap on a button is not a field's: it goes on (and is delivered again once hydrated).
    click(byId('other'));
    expect(reached).toHaveBeenLastCalledWith('click other');
    // The app hands the typed text over with an input event of its own.
    const handover = new Event('input', { bubbles: true });
    fromApp.add(handover);
    byId('field').dispatchEvent(handover);
    expect(reached).toHaveBeenLastCalledWith('input field');

    await hydrate();
    reached.mockClear();
    keyDown(byId('message'), 'b');
    expect(reached).toHaveBeenCalledWith('keydown message');
  });

  it('does not deliver a tap that is too old', async () => {
    const { byId } = page();
    let now = 0;
    const { start, hydrate } = controllableStart();
    startOnFirstInteraction({ start, now: () => now, signal: listening.signal });
    const toggleClicks = vi.fn();
    byId('toggle').addEventListener('click', toggleClicks);
    click(byId('toggle'));
    now += REPLAY_WINDOW_MS + 1;
    await hydrate();
    expect(toggleClicks).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as HTML when the app cannot load, and a held form as it was', async () => {
    const { byId } = page();
    const { start, fail } = controllableStart();
    startOnFirstInteraction({ start, signal: listening.signal });
    const toggleClicks = vi.fn();
    byId('toggle').addEventListener('click', toggleClicks);
    click(byId('toggle'));
    submit(byId('sign-in'), byId('send'));
    await fail();
    expect(toggleClicks).toHaveBeenCalledTimes(1);
    expect(byId('send')).not.toHaveAttribute('data-pending');
  });
});
