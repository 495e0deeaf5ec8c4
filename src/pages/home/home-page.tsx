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
      <HydrateWhenVisible id="our-technology">
        <TechnologySection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="how-we-work">
        <EngagementSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="what-we-do">
        <WhatWeDoSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="ai-powered">
        <AiSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="about">
        <AboutSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="values">
        <ValuesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="services">
        <ServicesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="industries">
        <IndustriesSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="stats">
        <StatsSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible id="contact">
        <ContactSection />
      </HydrateWhenVisible>
    </>
  );
}
