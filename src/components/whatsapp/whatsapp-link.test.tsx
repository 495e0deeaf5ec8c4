import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { WhatsAppLink } from './whatsapp-link';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <p>
        <WhatsAppLink />
      </p>
    </MemoryRouter>,
  );

describe('WhatsAppLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links to a chat whose first message names the page, and says it leaves the site', () => {
    renderAt('/industries/oil-and-gas');
    const link = screen.getByRole('link', {
      name: 'Chat on WhatsApp (opens WhatsApp, leaves this site)',
    });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(
      "Hello Lagoon Ridge, I'm interested in your work in Oil & Gas.",
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is not there at all when no number is configured', () => {
    vi.spyOn(site, 'whatsApp', 'get').mockReturnValue(null);
    const { container } = renderAt('/');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('p')).toBeEmptyDOMElement();
  });
});
