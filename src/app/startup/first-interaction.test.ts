import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLAY_WINDOW_MS, startOnFirstInteraction } from './first-interaction';

function page() {
  document.body.innerHTML = `
    <a id="away" href="/contact">Contact</a>
    <a id="here" href="#services">Learn More</a>
    <button id="menu" type="button"><svg id="icon"></svg></button>
    <button id="other" type="button">Other</button>
    <input id="field" />
    <section id="services"></section>`;
  const byId = (id: string) => document.getElementById(id)!;
  return { byId };
}

/** A start that resolves when the test says the app has hydrated. */
function controllableStart() {
  let hydrate!: () => void;
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        hydrate = resolve;
      }),
  );
  return {
    start,
    hydrate: async () => (hydrate(), await Promise.resolve(), await Promise.resolve()),
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

describe('startOnFirstInteraction', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('does not start for a link to another page, nor for a touch pointer passing by', () => {
    const { byId } = page();
    const { start } = controllableStart();
    startOnFirstInteraction({ start });
    byId('away').addEventListener('click', (event) => event.preventDefault());
    click(byId('away'));
    byId('away').focus();
    pointerOver(byId('menu'), 'touch');
    expect(start).not.toHaveBeenCalled();
  });

  it('starts once on focus of a control, a key press or a mouse over a control', () => {
    for (const interact of [
      (byId: (id: string) => HTMLElement) => byId('field').focus(),
      () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })),
      (byId: (id: string) => HTMLElement) => pointerOver(byId('icon'), 'mouse'),
    ]) {
      const { byId } = page();
      const { start } = controllableStart();
      startOnFirstInteraction({ start });
      interact(byId);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it('delivers the latest tap on a button again once the app has hydrated', async () => {
    const { byId } = page();
    const { start, hydrate } = controllableStart();
    startOnFirstInteraction({ start });
    const menuClicks = vi.fn();
    const otherClicks = vi.fn();
    byId('menu').addEventListener('click', menuClicks);
    byId('other').addEventListener('click', otherClicks);

    click(byId('icon'));
    click(byId('other'));
    expect(start).toHaveBeenCalledTimes(1);
    await hydrate();
    expect(menuClicks).toHaveBeenCalledTimes(1); // the original tap only
    expect(otherClicks).toHaveBeenCalledTimes(2); // the original and the delivered one
  });

  it('does not deliver a tap the browser acted on, or one that is too old', async () => {
    const { byId } = page();
    let now = 0;
    const first = controllableStart();
    const renderSections = vi.fn();
    startOnFirstInteraction({ start: first.start, onInPageLink: renderSections, now: () => now });
    const linkClicks = vi.fn((event: Event) => event.preventDefault());
    byId('here').addEventListener('click', linkClicks);
    click(byId('here'));
    expect(renderSections).toHaveBeenCalledTimes(1);
    await first.hydrate();
    expect(linkClicks).toHaveBeenCalledTimes(1);

    const { byId: byId2 } = page();
    const second = controllableStart();
    startOnFirstInteraction({ start: second.start, now: () => now });
    const menuClicks = vi.fn();
    byId2('menu').addEventListener('click', menuClicks);
    click(byId2('menu'));
    now += REPLAY_WINDOW_MS + 1;
    await second.hydrate();
    expect(menuClicks).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as HTML when the app cannot load', async () => {
    const { byId } = page();
    const start = vi.fn(() => Promise.reject(new Error('offline')));
    startOnFirstInteraction({ start });
    const menuClicks = vi.fn();
    byId('menu').addEventListener('click', menuClicks);
    click(byId('menu'));
    await Promise.resolve();
    await Promise.resolve();
    expect(menuClicks).toHaveBeenCalledTimes(1);
  });
});
