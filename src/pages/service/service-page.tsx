import { AnimatedCounter } from '@/components/sections/animated-counter';
import { CtaBand } from '@/components/sections/cta-band';
import { CatalogEntryPage } from '@/components/sections/entry-page';
import { ItemCardGrid } from '@/components/sections/item-card';
import { Section } from '@/components/sections/section';
import { SectionHeading } from '@/components/sections/section-heading';
import { paths } from '@/config/paths';
import { serviceSummaries } from '@/content/services/catalog';
import type { ServiceContent, Stat } from '@/content/types';
import { breadcrumbJsonLd } from '@/components/seo/structured-data';
import { serviceBreadcrumb, serviceJsonLd } from './json-ld';
import { ServiceSectionBlock } from './service-section';

const renderAnimatedValue = (stat: Stat) => <AnimatedCounter value={stat.value} />;

/**
 * The one template for all nine service pages: hero with tags, two actions and the figures
 * strip; the offerings grid; the page's further sections in order; the closing call to action.
 */
export function ServicePage({ content }: { content: ServiceContent }) {
  const { hero, seo, offerings, sections } = content;
  const summary = serviceSummaries.find((service) => service.slug === content.slug);
  const title = summary?.title ?? hero.eyebrow;
  const path = paths.service(content.slug).getHref();
  return (
    <CatalogEntryPage
      seo={seo}
      path={path}
      jsonLd={[serviceJsonLd(content, title), breadcrumbJsonLd(serviceBreadcrumb(title, path))]}
      hero={hero}
      icon={summary?.icon}
      figures={{
        id: 'at-a-glance',
        title: 'At a glance',
        stats: content.stats,
        renderValue: hero.animatedStats ? renderAnimatedValue : undefined,
      }}
    >
      <Section id="offerings" labelledBy="offerings-heading">
        <SectionHeading id="offerings-heading" headline={offerings.headline} />
        <ItemCardGrid items={offerings.items} columns={offerings.items.length % 4 === 0 ? 4 : 3} />
      </Section>
      {sections.map((section, index) => (
        <ServiceSectionBlock
          key={section.id}
          section={section}
          tone={index % 2 === 0 ? 'muted' : 'plain'}
        />
      ))}
      <CtaBand id="get-started" cta={content.cta} />
    </CatalogEntryPage>
  );
}
