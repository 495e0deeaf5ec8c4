import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { SiteHeader } from './site-header';
import { setupUser } from '@/testing/user-events';

describe('SiteHeader', () => {
  it('should link the logo home and list the spec navigation in order', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /home$/i })).toHaveAttribute('href', '/');
    const items = within(nav)
      .getAllByRole('link')
      .slice(1)
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(items).toEqual([
      ['AI Services', '/services/ai-services'],
      ['Services', '/#services'],
      ['About', '/#about'],
      ['Contact', '/contact'],
    ]);
  });

  it('should render the account slot supplied by the auth feature', () => {
    renderWithProviders(<SiteHeader account={() => <a href="/auth">Sign In</a>} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('should carry the menu in the page, opened by its button with no JavaScript, and close it on a choice', async () => {
    const user = setupUser();
    renderWithProviders(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(menu).toBeInstanceOf(HTMLDialogElement);
    expect(menu).toHaveAttribute('popover', 'auto');
    // As boot.ts opens it where popovers are missing; jsdom has no popovers, nor a dialog's methods.
    const dialog = menu as HTMLDialogElement;
    dialog.showModal ??= () => dialog.setAttribute('open', '');
    dialog.close ??= () => dialog.removeAttribute('open');
    dialog.showModal();
    expect(menu).toHaveAccessibleName('Menu');
    const contact = within(menu as HTMLElement).getByRole('link', { name: 'Contact' });
    expect(contact).toHaveAttribute('href', '/contact');
    expect(within(menu as HTMLElement).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/#about',
    );
    await user.click(contact);
    await waitFor(() => expect(menu).not.toHaveAttribute('open'));
  });

  it('should open the same menu, with its System/Light/Dark choice, from the Appearance button', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const appearance = within(nav).getByRole('button', { name: 'Appearance' });
    const menuButton = within(nav).getByRole('button', { name: 'Open menu' });
    expect(appearance).toHaveAttribute('aria-haspopup', 'dialog');
    expect(appearance.getAttribute('popovertarget')).toBe(menuButton.getAttribute('popovertarget'));
    const menu = document.getElementById(appearance.getAttribute('popovertarget') ?? '')!;
    expect(
      within(menu)
        .getAllByRole('radio', { hidden: true })
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['system', 'light', 'dark']);
  });
});
