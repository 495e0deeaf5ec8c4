import { afterEach, describe, expect, it } from 'vitest';
import { supportMenuWithoutApp } from './menu-without-app';

function page() {
  document.body.innerHTML = `
    <button id="open" type="button" popovertarget="site-menu">Open menu</button>
    <dialog id="site-menu" popover="auto" aria-label="Menu">
      <button id="close" type="button" popovertarget="site-menu" popovertargetaction="hide">Close</button>
      <a id="here" href="#services">Services</a>
      <a id="away" href="/contact">Contact</a>
    </dialog>
    <section id="services"></section>`;
  const menu = document.getElementById('site-menu') as HTMLDialogElement;
  // jsdom has neither popovers nor a dialog's methods: the states a browser without popovers shows.
  menu.showModal = () => menu.setAttribute('open', '');
  menu.close = () => menu.removeAttribute('open');
  const click = (id: string) =>
    document
      .getElementById(id)!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  return { menu, click };
}

describe('supportMenuWithoutApp, where popovers are missing', () => {
  let listening = new AbortController();
  afterEach(() => {
    listening.abort();
    listening = new AbortController();
    document.body.innerHTML = '';
  });

  it('opens the menu as a modal dialog from its button and closes it from its close button', () => {
    const { menu, click } = page();
    supportMenuWithoutApp(window, listening.signal);
    click('open');
    expect(menu.open).toBe(true);
    click('close');
    expect(menu.open).toBe(false);
  });

  it('closes it after a link to a section of this page', () => {
    const { menu, click } = page();
    supportMenuWithoutApp(window, listening.signal);
    click('open');
    document.getElementById('away')!.addEventListener('click', (event) => event.preventDefault());
    click('away');
    expect(menu.open).toBe(true);
    click('here');
    expect(menu.open).toBe(false);
  });
});
