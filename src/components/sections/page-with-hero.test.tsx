import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { renderWithProviders } from '@/testing/test-utils';
import { PageWithHero } from './page-with-hero';

const seo = {
  title: 'Cloud Services',
  description: 'Cloud migration and managed hosting for Lagos businesses.',
  keywords: ['cloud', 'hosting'],
};
const hero = { eyebrow: 'Cloud', title: 'Move to the cloud', lead: 'Without the downtime.' };

describe('PageWithHero', () => {
  it('writes the head tags from the page’s seo content, its keywords included', async () => {
    renderWithProviders(<PageWithHero seo={seo} path="/services/cloud" hero={hero} />);
    await waitFor(() => expect(document.title).toBe(`Cloud Services | ${site.name}`));
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'cloud, hosting',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/services/cloud', site.url).href,
    );
  });

  it('shows the hero’s one h1, its figures inside the hero and the page after it', () => {
    renderWithProviders(
      <PageWithHero seo={seo} path="/services/cloud" hero={hero} figures={<p>Figures</p>}>
        <p>Below the hero</p>
      </PageWithHero>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Move to the cloud');
    const header = heading.closest('header')!;
    expect(within(header).getByText('Figures')).toBeInTheDocument();
    const below = screen.getByText('Below the hero');
    expect(header.contains(below)).toBe(false);
    expect(header.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers to share the page under its seo title only when it is shareable', () => {
    const { unmount } = renderWithProviders(
      <PageWithHero seo={seo} path="/services/cloud" hero={hero} />,
    );
    expect(screen.queryByRole('link', { name: /^Share this page/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<PageWithHero seo={seo} path="/services/cloud" hero={hero} shareable />);
    expect(screen.getByRole('link', { name: /^Share this page/ })).toHaveAttribute(
      'data-share-title',
      `Cloud Services | ${site.name}`,
    );
  });
});
