/**
 * What the prerendered menu (components/layout/site-menu.tsx, a `<dialog popover>`) needs from boot.ts
 * before the app has loaded:
 * - where popovers are missing (Safari before 17, Chromium before 114), its buttons open and close it
 *   as a modal dialog, which brings focus in, Escape and focus return as the popover does;
 * - a link in it to a section of this page closes it, as a navigation to another page does, so the
 *   section scrolled to is not left under the menu.
 * Once hydrated, the menu's own handlers close it too; closing twice is harmless.
 */
import { closeMenu } from './shared';
import { isInPageLink } from './in-page-link';

export function supportMenuWithoutApp(win: Window = window, signal?: AbortSignal): void {
  const doc = win.document;
  const popovers = Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover');
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const invoker = popovers ? null : target.closest('[popovertarget]');
      const menu = invoker && doc.getElementById(invoker.getAttribute('popovertarget') ?? '');
      if (menu instanceof HTMLDialogElement) {
        if (menu.open || invoker?.getAttribute('popovertargetaction') === 'hide') menu.close();
        else menu.showModal();
        return;
      }
      const link = target.closest('a[href]');
      const openMenu = link?.closest('dialog');
      if (link instanceof HTMLAnchorElement && openMenu && isInPageLink(link, win.location))
        closeMenu(openMenu);
    },
    { signal },
  );
}
