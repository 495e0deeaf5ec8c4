import { Suspense, type ComponentType } from 'react';
import { PageWithHero } from '@/components/sections/page-with-hero';
import { organizationJsonLd } from '@/components/seo/structured-data';
import { homeAnchors, paths } from '@/config/paths';
import { homeContent } from '@/content/home';
import { HeroArt } from './hero-art';
import {
  AboutSection,
  AiSection,
  ContactSection,
  EngagementSection,
  type HomeSectionProps,
  IndustriesSection,
  ServicesSection,
  StatsSection,
  ValuesSection,
  WhatWeDoSection,
} from './home-sections';
import { TechnologySection } from './technology-section';

/** The sections below the hero, in the spec's order, each with its anchor id. */
export const belowTheFold: readonly { id: string; Section: ComponentType<HomeSectionProps> }[] = [
  { id: 'our-technology', Section: TechnologySection },
  { id: 'how-we-work', Section: EngagementSection },
  { id: 'what-we-do', Section: WhatWeDoSection },
  { id: 'ai-powered', Section: AiSection },
  { id: homeAnchors.about, Section: AboutSection },
  { id: 'values', Section: ValuesSection },
  { id: homeAnchors.services, Section: ServicesSection },
  { id: 'industries', Section: IndustriesSection },
  { id: 'stats', Section: StatsSection },
  { id: homeAnchors.contact, Section: ContactSection },
];

/**
 * The home page: a list of sections in the spec's order. Each section below the hero is a Suspense
 * boundary of its own: React commits the page (the header and hero answer taps then) and hydrates each
 * such section afterwards, in slices of its own at idle priority.
 */
export function HomePage() {
  const { seo, hero } = homeContent;
  return (
    <PageWithHero
      seo={seo}
      path={paths.home.path}
      jsonLd={[organizationJsonLd()]}
      hero={hero}
      actions={hero.actions}
      art={<HeroArt />}
    >
      {belowTheFold.map(({ id, Section }) => (
        <Suspense key={id} fallback={null}>
          <Section id={id} />
        </Suspense>
      ))}
    </PageWithHero>
  );
}
