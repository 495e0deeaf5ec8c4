import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serviceSlugs } from '@/config/paths';
import { site } from '@/config/site';
import { loadServiceContent } from '@/content';
import { aiService } from '@/content/services/ai-services';
import { managedService } from '@/content/services/managed';
import type { ServiceSectionKind } from '@/content/types';
import { renderWithProviders } from '@/testing/test-utils';
import { ServicePage } from './service-page';
import { setupUser } from '@/testing/user-events';

const allServices = await Promise.all(serviceSlugs.map(loadServiceContent));

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('ServicePage', () => {
  it('should render the hero: one h1, the tags, two buttons and the figures strip', () => {
    renderWithProviders(<ServicePage content={managedService} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(managedService.hero.title);

    const tags = within(screen.getByRole('list', { name: 'Focus areas' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(managedService.hero.tags);

    const hero = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(hero).getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(within(hero).getByRole('link', { name: 'Compare Service Tiers' })).toHaveAttribute(
      'href',
      '/services/managed#service-tiers',
    );

    const figures = section('At a glance');
    for (const stat of managedService.stats) {
      expect(within(figures).getByText(stat.value)).toBeInTheDocument();
      expect(within(figures).getByText(stat.label)).toBeInTheDocument();
    }
  });

  it('should list every offering as a card (h3) with its feature list', () => {
    renderWithProviders(<ServicePage content={managedService} />);
    const offerings = section(managedService.offerings.headline.title);
    for (const offering of managedService.offerings.items) {
      const heading = within(offerings).getByRole('heading', { level: 3, name: offering.title });
      const card = heading.closest('li')!;
      const features = within(card).getAllByRole('listitem');
      expect(features.map((feature) => feature.textContent)).toEqual(offering.features);
    }
  });

  it('should compare the tiers in a table with text for every tick and dash', () => {
    renderWithProviders(<ServicePage content={managedService} />);
    const table = screen.getByRole('table', { name: 'Compare the tiers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feature', 'Basic', 'Advanced', 'Enterprise']);
    expect(within(table).getAllByText('Included').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Not included').length).toBeGreaterThan(0);
  });

  it('should close with a call to action linking to /contact, /booking and WhatsApp', () => {
    renderWithProviders(<ServicePage content={managedService} />);
    const cta = section(managedService.cta.title);
    const hrefs = within(cta)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')?.split('?')[0]);
    expect(hrefs.sort()).toEqual(['/booking', '/contact', 'https://wa.me/2348037004200']);
  });

  it('should set the title, keywords and JSON-LD for a Service and its breadcrumb', async () => {
    renderWithProviders(<ServicePage content={managedService} />);
    await waitFor(() => expect(document.title).toBe(`${managedService.seo.title} | ${site.name}`));
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      managedService.seo.keywords.join(', '),
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string },
    );
    const service = jsonLd.find((data) => data['@type'] === 'Service');
    expect(service).toMatchObject({
      name: 'Managed IT Services',
      provider: { '@type': 'Organization', name: site.name },
      areaServed: [
        { '@type': 'Country', name: 'Nigeria' },
        { '@type': 'Continent', name: 'Africa' },
      ],
    });
    const breadcrumb = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string; position: number }[] } | undefined;
    expect(breadcrumb?.itemListElement.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Services',
      'Managed IT Services',
    ]);
  });
});

describe.each(allServices.map((content) => [content.slug, content] as const))(
  'ServicePage for %s',
  (_slug, content) => {
    it('should render each further block under its own h2, labelling its section', () => {
      renderWithProviders(<ServicePage content={content} />);
      for (const block of content.sections) {
        expect(
          screen.getByRole('heading', { level: 2, name: block.headline.title }),
          block.id,
        ).toBeInTheDocument();
        expect(document.getElementById(block.id)).toHaveAttribute(
          'aria-labelledby',
          `${block.id}-heading`,
        );
      }
    });
  },
);

it('should use every section kind across the nine pages', () => {
  const kinds = new Set<ServiceSectionKind>(
    allServices.flatMap((content) => content.sections.map((block) => block.kind)),
  );
  expect([...kinds].sort()).toEqual(
    [
      'caseStudies',
      'checklist',
      'chips',
      'models',
      'offerings',
      'process',
      'reasons',
      'stats',
      'tiers',
    ].sort(),
  );
});

describe('ServicePage for AI services', () => {
  it('should show the final counter values straight away, without motion', () => {
    renderWithProviders(<ServicePage content={aiService} />);
    const figures = section('At a glance');
    const values = within(figures)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['50+', '200+', '95%']);
  });

  it('should rate each model with stars and say the rating in words', () => {
    renderWithProviders(<ServicePage content={aiService} />);
    const catalogue = section('The models we work with');
    expect(within(catalogue).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const gpt = within(catalogue).getByRole('heading', { level: 4, name: 'GPT-4o' }).closest('li')!;
    expect(gpt).toHaveTextContent('Type: Commercial');
    expect(gpt).toHaveTextContent('Performance: 5 out of 5');
  });

  it('should expand a case study in place, as a native disclosure', async () => {
    const user = setupUser();
    renderWithProviders(<ServicePage content={aiService} />);
    const studies = section('AI we have put into production');
    const [first] = aiService.sections.find((s) => s.kind === 'caseStudies')!.studies;
    const summary = within(studies).getAllByText('Read Case Study')[0]!;
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary).toHaveAccessibleDescription(first!.title);
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);

    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByRole('heading', { name: 'Challenge' })).toBeVisible();
    expect(within(details).getByText(first!.challenge)).toBeVisible();

    await user.click(summary);
    expect(details.open).toBe(false);
  });

  it('should end with the phone number and e-mail address', () => {
    renderWithProviders(<ServicePage content={aiService} />);
    const cta = section(aiService.cta.title);
    expect(within(cta).getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/\s+/g, '')}`,
    );
    expect(within(cta).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });
});
