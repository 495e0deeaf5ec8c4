/**
 * Closes the site menu however it was opened: as a popover, or as a modal dialog where popovers are
 * missing (there `:popover-open` is not even a valid selector).
 */
export function closeMenu(menu: HTMLDialogElement): void {
  if ('hidePopover' in menu && menu.matches(':popover-open')) menu.hidePopover();
  else if (menu.open) menu.close();
}
