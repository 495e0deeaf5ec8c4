import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { SiteHeader } from './site-header';

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

  it('should open the mobile drawer with the same links and close it on a choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const contact = within(drawer).getByRole('link', { name: 'Contact' });
    expect(contact).toHaveAttribute('href', '/contact');
    expect(within(drawer).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    await user.click(contact);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });
});
