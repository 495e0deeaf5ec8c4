import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { CatalogEntryPage } from './entry-page';

const seo = { title: 'Healthcare', description: 'IT for hospitals and clinics in Lagos.' };
const hero = {
  eyebrow: 'Healthcare',
  title: 'IT that keeps clinics running',
  lead: 'Records, networks and compliance.',
  primary: { label: 'Book a consultation', to: '/booking' },
  secondary: { label: 'Contact us', to: '/contact' },
};
const figures = {
  id: 'at-a-glance',
  title: 'At a glance',
  stats: [{ value: '18+', label: 'Years' }],
};

function heroOf() {
  return screen.getByRole('heading', { level: 1 }).closest('header')!;
}

describe('CatalogEntryPage', () => {
  it('shows the hero’s two actions, a share link and the figures strip, then the page', () => {
    renderWithProviders(
      <CatalogEntryPage seo={seo} path="/industries/healthcare" hero={hero} figures={figures}>
        <p>Solutions</p>
      </CatalogEntryPage>,
    );
    const header = heroOf();
    // The content's two actions in its order, then the share link.
    const links = within(header).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href')?.split('?')[0]]),
    ).toEqual([
      ['Book a consultation', '/booking'],
      ['Contact us', '/contact'],
      ['Share this page (opens your share options or WhatsApp)', 'https://wa.me/'],
    ]);
    const strip = within(header).getByRole('region', { name: 'At a glance' });
    expect(within(strip).getByRole('definition')).toHaveTextContent('18+');
    expect(header.contains(screen.getByText('Solutions'))).toBe(false);
  });

  it('draws the entry’s icon as the hero’s art only when its catalog has one', () => {
    const { unmount } = renderWithProviders(
      <CatalogEntryPage seo={seo} path="/industries/healthcare" hero={hero} figures={figures} />,
    );
    expect(heroOf().querySelector('[style*="--icon"]')).toBeNull();
    unmount();
    renderWithProviders(
      <CatalogEntryPage
        seo={seo}
        path="/industries/healthcare"
        hero={hero}
        figures={figures}
        icon="/assets/healthcare-Ab12.svg"
      />,
    );
    const icon = heroOf().querySelector<HTMLElement>('[style*="--icon"]');
    expect(icon?.style.getPropertyValue('--icon')).toBe('url(/assets/healthcare-Ab12.svg)');
  });
});
