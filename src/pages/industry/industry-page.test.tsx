import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { financialServicesIndustry } from '@/content/industries/financial-services';
import { renderWithProviders } from '@/testing/test-utils';
import { IndustryPage } from './industry-page';

const content = financialServicesIndustry;

describe('IndustryPage', () => {
  it('should render one h1 and the compliance stat strip with the years and standards', () => {
    renderWithProviders(<IndustryPage content={content} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.hero.title);
    const strip = screen.getByRole('region', { name: 'Experience and compliance' });
    expect(
      within(strip)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['18+', '99.99%', 'CBN', 'PCI DSS']);
  });

  it('should show six solution cards with features, four steps and the reasons to choose us', () => {
    renderWithProviders(<IndustryPage content={content} />);
    const solutions = screen.getByRole('region', { name: content.solutions.headline.title });
    expect(within(solutions).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const process = screen.getByRole('region', { name: content.process.headline.title });
    expect(within(process).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const why = screen.getByRole('region', { name: content.whyChooseUs.headline.title });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(
      content.whyChooseUs.items.length,
    );
  });

  it('should link the hero and the closing call to action to /booking and /contact, the hero to sharing on WhatsApp and the call to action to a WhatsApp chat', () => {
    renderWithProviders(<IndustryPage content={content} />);
    const hero = screen.getByRole('heading', { level: 1 }).closest('header')!;
    const cta = screen.getByRole('region', { name: content.cta.title });
    for (const [block, whatsApp] of [
      [hero, ['https://wa.me/']],
      [cta, ['https://wa.me/2348037004200']],
    ] as const) {
      const hrefs = within(block)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')?.split('?')[0]);
      expect(hrefs.sort()).toEqual(['/booking', '/contact', ...whatsApp]);
    }
  });

  it('should set the title and a Home > Industries > page breadcrumb', async () => {
    renderWithProviders(<IndustryPage content={content} />);
    await waitFor(() => expect(document.title).toBe(`${content.seo.title} | ${site.name}`));
    const breadcrumb = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string; item: string }[] } | undefined;
    expect(breadcrumb?.itemListElement.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Industries',
      'Financial Services',
    ]);
    expect(breadcrumb?.itemListElement.at(-1)?.item).toBe(
      new URL('/industries/financial-services', site.url).href,
    );
  });
});
