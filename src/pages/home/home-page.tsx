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

/** The home page: a list of sections in the spec's order. */
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
      <TechnologySection />
      <EngagementSection />
      <WhatWeDoSection />
      <AiSection />
      <AboutSection />
      <ValuesSection />
      <ServicesSection />
      <IndustriesSection />
      <StatsSection />
      <ContactSection />
    </>
  );
}
