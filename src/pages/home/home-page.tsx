import { HydrateWhenVisible } from '@/components/hydration/hydrate-when-visible';
import { PageHero } from '@/components/sections/page-hero';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { homeContent } from '@/content/home';
import { HeroArt } from './hero-art';
import {
  AboutSection,
  AiSection,
  ContactSection,
  EngagementSection,
  IndustriesSection,
  ServicesSection,
  StatsSection,
  ValuesSection,
  WhatWeDoSection,
} from './home-sections';
import { TechnologySection } from './technology-section';

/**
 * The sections below the hero, in the spec's order. `id` must be the id of the element the section
 * renders: HydrateWhenVisible watches that element. home-page.test.tsx fails when one does not match.
 */
export const belowTheFold = [
  { id: 'our-technology', Section: TechnologySection },
  { id: 'how-we-work', Section: EngagementSection },
  { id: 'what-we-do', Section: WhatWeDoSection },
  { id: 'ai-powered', Section: AiSection },
  { id: 'about', Section: AboutSection },
  { id: 'values', Section: ValuesSection },
  { id: 'services', Section: ServicesSection },
  { id: 'industries', Section: IndustriesSection },
  { id: 'stats', Section: StatsSection },
  { id: 'contact', Section: ContactSection },
] as const;

/** The home page: a list of sections in the spec's order; those below the fold hydrate as they come near. */
export function HomePage() {
  const { seo, hero } = homeContent;
  return (
    <>
      <Seo title={seo.title} description={seo.description} path={paths.home.path} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={hero.actions}
        art={<HeroArt />}
      />
      {belowTheFold.map(({ id, Section }) => (
        <HydrateWhenVisible key={id} id={id}>
          <Section />
        </HydrateWhenVisible>
      ))}
    </>
  );
}
