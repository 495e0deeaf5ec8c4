// @vitest-environment node
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
// The test checks content links against the real route table, so it reads the app's routes.
// eslint-disable-next-line import-x/no-restricted-paths
import { routes } from '@/app/routes';
import {
  industrySlugs,
  paths,
  serviceSlugs,
  type IndustrySlug,
  type ServiceSlug,
} from '@/config/paths';
import { site } from '@/config/site';
import { loadIndustryContent, loadServiceContent } from './index';
import { industrySummaries } from './industries/catalog';
import { serviceSummaries } from './services/catalog';
import type { Action, ServiceContent, ServiceSection, ServiceSectionKind } from './types';

const services = await Promise.all(
  serviceSlugs.map(async (slug) => [slug, await loadServiceContent(slug)] as const),
);
const industries = await Promise.all(
  industrySlugs.map(async (slug) => [slug, await loadIndustryContent(slug)] as const),
);

/** Every string anywhere in a content module (copy, labels, figures). */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** Every internal link (`to`) anywhere in a content module. */
function internalLinks(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(internalLinks);
  if (value && typeof value === 'object') {
    const own = 'to' in value && typeof value.to === 'string' ? [value.to] : [];
    return [...own, ...Object.values(value).flatMap(internalLinks)];
  }
  return [];
}

function pathOf(action: Action): string {
  return 'to' in action ? action.to.split(/[?#]/)[0]! : action.href;
}

function section<K extends ServiceSectionKind>(
  content: ServiceContent,
  id: string,
  kind: K,
): Extract<ServiceSection, { kind: K }> {
  const found = content.sections.find((candidate) => candidate.id === id);
  expect(found, `${content.slug} has a section #${id}`).toBeDefined();
  expect(found?.kind, `#${id} is a ${kind} section`).toBe(kind);
  return found as Extract<ServiceSection, { kind: K }>;
}

interface ServiceExpectation {
  offerings: number;
  figures: readonly string[];
  /** Section ids in the order the page shows them, with the count each must hold. */
  sections: readonly { id: string; kind: ServiceSectionKind; count?: number }[];
}

const serviceExpectations: Record<ServiceSlug, ServiceExpectation> = {
  'ai-services': {
    offerings: 8,
    figures: ['50+', '200+', '95%', '82%', '40%', '24/7', '3x'],
    sections: [
      { id: 'agent-types', kind: 'offerings', count: 6 },
      { id: 'model-catalogue', kind: 'models', count: 4 },
      { id: 'ai-process', kind: 'process', count: 6 },
      { id: 'ai-impact', kind: 'stats', count: 4 },
      { id: 'case-studies', kind: 'caseStudies', count: 4 },
    ],
  },
  cloud: {
    offerings: 6,
    figures: ['50%', 'Up to 60%'],
    sections: [
      { id: 'migration-process', kind: 'process', count: 4 },
      { id: 'platforms', kind: 'chips', count: 8 },
      { id: 'why-choose-us', kind: 'reasons' },
    ],
  },
  technology: {
    offerings: 6,
    figures: ['15+'],
    sections: [
      { id: 'infrastructure-process', kind: 'process', count: 4 },
      { id: 'technologies', kind: 'chips' },
      { id: 'why-choose-us', kind: 'reasons' },
      { id: 'ready-to-modernise', kind: 'checklist' },
    ],
  },
  managed: {
    offerings: 6,
    figures: ['99.9%', '24/7', '5 min', '40%'],
    sections: [{ id: 'service-tiers', kind: 'tiers', count: 3 }],
  },
  consultancy: {
    offerings: 6,
    figures: ['200+'],
    sections: [
      { id: 'consulting-method', kind: 'process', count: 4 },
      { id: 'industry-sectors', kind: 'chips', count: 8 },
      { id: 'why-choose-us', kind: 'reasons' },
    ],
  },
  security: {
    offerings: 6,
    figures: ['1 min'],
    sections: [
      { id: 'frameworks', kind: 'chips', count: 8 },
      { id: 'why-choose-us', kind: 'reasons' },
    ],
  },
  software: {
    offerings: 6,
    figures: ['500+', '99%'],
    sections: [
      { id: 'development-process', kind: 'process', count: 4 },
      { id: 'technologies', kind: 'chips', count: 12 },
      { id: 'why-choose-us', kind: 'reasons' },
    ],
  },
  data: {
    offerings: 6,
    figures: ['<100ms'],
    sections: [
      { id: 'data-process', kind: 'process', count: 4 },
      { id: 'technologies', kind: 'chips', count: 12 },
      { id: 'why-choose-us', kind: 'reasons' },
    ],
  },
  transformation: {
    offerings: 8,
    figures: ['150+'],
    sections: [
      { id: 'transformation-process', kind: 'process', count: 4 },
      { id: 'approaches', kind: 'offerings', count: 3 },
      { id: 'why-choose-us', kind: 'reasons', count: 6 },
    ],
  },
};

function sectionSize(block: ServiceSection): number {
  switch (block.kind) {
    case 'process':
      return block.steps.length;
    case 'chips':
    case 'reasons':
    case 'offerings':
    case 'checklist':
      return block.items.length;
    case 'tiers':
      return block.tiers.length;
    case 'stats':
      return block.stats.length;
    case 'models':
      return block.groups.length;
    case 'caseStudies':
      return block.studies.length;
  }
}

describe('service content', () => {
  it('should have one module per service slug, each with its own slug', () => {
    expect(services.map(([slug, content]) => [slug, content.slug])).toEqual(
      serviceSlugs.map((slug) => [slug, slug]),
    );
  });

  describe.each(services)('%s', (slug, content) => {
    const expected = serviceExpectations[slug];

    it('should set a title, a description and keywords', () => {
      expect(content.seo.title.length).toBeGreaterThan(10);
      expect(content.seo.description.length).toBeGreaterThanOrEqual(100);
      expect(content.seo.description.length).toBeLessThanOrEqual(200);
      expect(content.seo.keywords.length).toBeGreaterThanOrEqual(5);
    });

    it('should have a hero with a title, tags, two buttons and a figures strip', () => {
      expect(content.hero.title).not.toBe('');
      expect(content.hero.tags.length).toBeGreaterThanOrEqual(3);
      expect(content.hero.primary.label).not.toBe(content.hero.secondary.label);
      expect(content.stats.length).toBeGreaterThanOrEqual(3);
      for (const stat of content.stats) expect(stat.value && stat.label).toBeTruthy();
    });

    it(`should offer ${expected.offerings} services, each with a feature list`, () => {
      expect(content.offerings.items).toHaveLength(expected.offerings);
      for (const offering of content.offerings.items) {
        expect(offering.description, offering.title).not.toBe('');
        expect(offering.features.length, offering.title).toBeGreaterThanOrEqual(3);
      }
    });

    it('should show its blocks in order, complete', () => {
      expect(content.sections.map((block) => block.id)).toEqual(expected.sections.map((s) => s.id));
      for (const { id, kind, count } of expected.sections) {
        const block = section(content, id, kind);
        expect(block.headline.title, id).not.toBe('');
        if (count === undefined) expect(sectionSize(block), id).toBeGreaterThan(0);
        else expect(sectionSize(block), id).toBe(count);
      }
    });

    it(`should state the spec's figures: ${expected.figures.join(', ')}`, () => {
      const values = content.stats.map((stat) => stat.value);
      const text = allStrings(content).join('\n');
      for (const figure of expected.figures) {
        expect(values.includes(figure) || text.includes(figure), figure).toBe(true);
      }
    });

    it('should close with a call to action to /contact and /booking', () => {
      const targets = [content.cta.primary, content.cta.secondary].filter((a) => a !== undefined);
      expect(targets.map(pathOf).sort()).toEqual([paths.booking.path, paths.contact.path]);
    });

    it('should keep the catalogue title for the same slug', () => {
      expect(serviceSummaries.some((summary) => summary.slug === slug)).toBe(true);
    });

    it('should not contain placeholder copy', () => {
      const text = allStrings(content).join('\n');
      expect(text).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD|\bFIXME\b/i);
    });
  });
});

describe('service pages with their own blocks', () => {
  const content = (slug: ServiceSlug) => services.find(([s]) => s === slug)![1];

  // The spec's lists of names, in its order.
  it.each([
    [
      'cloud',
      'platforms',
      [
        'AWS',
        'Microsoft Azure',
        'Google Cloud',
        'IBM Cloud',
        'Oracle Cloud',
        'Salesforce',
        'SAP',
        'Microsoft 365',
      ],
    ],
    [
      'security',
      'frameworks',
      ['ISO 27001', 'SOC 2', 'GDPR', 'HIPAA', 'PCI DSS', 'NIST', 'CIS Controls', 'COBIT'],
    ],
  ] as const)('should list the %s page’s eight %s in the spec order', (slug, id, names) => {
    expect(section(content(slug), id, 'chips').items).toEqual(names);
  });

  it('should put readiness to modernise last on the technology page, with an action', () => {
    const technology = content('technology');
    const last = technology.sections.at(-1)!;
    expect(last.kind).toBe('checklist');
    expect(section(technology, 'ready-to-modernise', 'checklist').action.label).not.toBe('');
  });

  it('should compare the managed tiers Basic, Advanced and Enterprise, row by row', () => {
    const tiers = section(content('managed'), 'service-tiers', 'tiers');
    expect(tiers.tiers.map((tier) => tier.name)).toEqual(['Basic', 'Advanced', 'Enterprise']);
    for (const tier of tiers.tiers) expect(tier.features.length, tier.name).toBeGreaterThan(0);
    expect(tiers.comparison?.length).toBeGreaterThan(0);
    for (const row of tiers.comparison ?? []) expect(row.values, row.feature).toHaveLength(3);
  });

  it('should follow the consultancy method: discovery, strategy, implementation planning, execution', () => {
    const method = section(content('consultancy'), 'consulting-method', 'process');
    expect(method.steps.map((step) => step.title.toLowerCase())).toEqual([
      'discovery',
      'strategy',
      'implementation planning',
      'execution',
    ]);
  });

  it('should give each of the eight transformation services a badge, and name the three approaches', () => {
    const transformation = content('transformation');
    for (const offering of transformation.offerings.items) {
      expect(offering.badge, offering.title).toBeTruthy();
    }
    expect(
      section(transformation, 'approaches', 'offerings').items.map((item) =>
        item.title.toLowerCase(),
      ),
    ).toEqual(['agile', 'lean', 'design thinking']);
  });

  describe('AI services', () => {
    const ai = content('ai-services');

    it('should animate its hero counters: 50+ models, 200+ agents, 95% automation', () => {
      expect(ai.hero.animatedStats).toBe(true);
      expect(ai.stats.map((stat) => stat.value)).toEqual(['50+', '200+', '95%']);
    });

    it('should send Request a Demo to /booking and Download Guide to the contact form with a subject', () => {
      expect(ai.hero.primary).toMatchObject({ label: 'Request a Demo', to: paths.booking.path });
      expect(ai.hero.secondary).toMatchObject({
        label: 'Download Guide',
        to: '/contact?subject=AI%20Adoption%20Guide%20request',
      });
      expect(ai.cta.primary).toMatchObject({
        label: 'Book a Consultation',
        to: paths.booking.path,
      });
    });

    it('should catalogue models in four groups with a type and a 1–5 rating', () => {
      const catalogue = section(ai, 'model-catalogue', 'models');
      for (const group of catalogue.groups) {
        expect(group.models.length, group.name).toBeGreaterThanOrEqual(3);
        for (const model of group.models) {
          expect(['Commercial', 'Open Source', 'Custom']).toContain(model.type);
          expect(model.performance).toBeGreaterThanOrEqual(1);
          expect(model.performance).toBeLessThanOrEqual(5);
          expect(model.use_case, model.name).not.toBe('');
        }
      }
      const types = new Set(catalogue.groups.flatMap((group) => group.models.map((m) => m.type)));
      expect([...types].sort()).toEqual(['Commercial', 'Custom', 'Open Source']);
    });

    it('should take six steps with exactly the spec durations', () => {
      expect(section(ai, 'ai-process', 'process').steps.map((step) => step.duration)).toEqual([
        '1-2 weeks',
        '2-3 weeks',
        '4-8 weeks',
        '1-2 weeks',
        'Ongoing',
        'Continuous',
      ]);
    });

    it('should show the impact numbers', () => {
      expect(section(ai, 'ai-impact', 'stats').stats.map((stat) => stat.value)).toEqual([
        '82%',
        '40%',
        '24/7',
        '3x',
      ]);
    });

    it('should tell four complete case studies without naming a client', () => {
      for (const study of section(ai, 'case-studies', 'caseStudies').studies) {
        for (const field of [
          'title',
          'client',
          'industry',
          'summary',
          'challenge',
          'solution',
        ] as const) {
          expect(study[field], `${study.title}: ${field}`).not.toBe('');
        }
        expect(study.client, study.title).toMatch(/^An? /);
        expect(study.results.length, study.title).toBeGreaterThan(0);
        expect(study.technologies.length, study.title).toBeGreaterThan(0);
      }
    });

    it('should end with the phone number and e-mail address from the site config', () => {
      const direct = ai.cta.direct ?? [];
      expect(direct.map((contact) => contact.value)).toEqual([site.phone, site.email]);
      expect(direct.map((contact) => contact.href.split(':')[0])).toEqual(['tel', 'mailto']);
    });
  });
});

const industryExpectations: Record<IndustrySlug, { years: string; standards: readonly string[] }> =
  {
    healthcare: { years: '15+', standards: ['NDPA', 'HIPAA', 'ISO 27001'] },
    'public-sector': { years: '12+', standards: ['NDPA', 'ISO 27001'] },
    'financial-services': { years: '18+', standards: ['99.99%', 'CBN', 'PCI DSS'] },
    'consumer-products': { years: '15+', standards: ['PCI DSS', 'NDPA'] },
    'oil-and-gas': { years: '20+', standards: ['ISO 27001', 'NDPA'] },
    education: { years: '10+', standards: ['NDPA', 'ISO 27001'] },
  };

describe('industry content', () => {
  it('should have one module per industry slug, each with its own slug', () => {
    expect(industries.map(([slug, content]) => [slug, content.slug])).toEqual(
      industrySlugs.map((slug) => [slug, slug]),
    );
  });

  describe.each(industries)('%s', (slug, content) => {
    const expected = industryExpectations[slug];

    it('should keep the catalogue name and set a title and description', () => {
      expect(content.name).toBe(industrySummaries.find((s) => s.slug === slug)?.name);
      expect(content.seo.title.length).toBeGreaterThan(10);
      expect(content.seo.description.length).toBeGreaterThanOrEqual(100);
      expect(content.seo.description.length).toBeLessThanOrEqual(200);
    });

    it(`should lead the compliance strip with ${expected.years} years and the relevant standards`, () => {
      const values = content.complianceStats.map((stat) => stat.value);
      expect(values[0]).toBe(expected.years);
      for (const standard of expected.standards) expect(values, standard).toContain(standard);
    });

    it('should offer six solutions with features, four steps and reasons to choose us', () => {
      expect(content.solutions.items).toHaveLength(6);
      for (const item of content.solutions.items)
        expect(item.features.length, item.title).toBeGreaterThan(0);
      expect(content.process.steps).toHaveLength(4);
      expect(content.whyChooseUs.items.length).toBeGreaterThanOrEqual(3);
    });

    it('should close with a call to action to /contact and /booking', () => {
      const targets = [content.cta.primary, content.cta.secondary].filter((a) => a !== undefined);
      expect(targets.map(pathOf).sort()).toEqual([paths.booking.path, paths.contact.path]);
    });

    it('should not contain placeholder copy', () => {
      expect(allStrings(content).join('\n')).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i);
    });
  });
});

describe('internal links in content', () => {
  const links = [...services, ...industries].flatMap(([slug, content]) =>
    internalLinks(content).map((to) => [slug, to] as const),
  );

  it('should find links to check', () => {
    expect(links.length).toBeGreaterThan(30);
  });

  it.each(links)('%s links to %s, a route of the route table', (_slug, to) => {
    const matches = matchRoutes(routes, to) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf, to).toBeDefined();
    expect(leaf?.path, `${to} falls through to the 404`).not.toBe('*');
  });
});
