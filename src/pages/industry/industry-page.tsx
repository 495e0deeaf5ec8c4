import Box from '@mui/material/Box';
import { CtaBand } from '@/components/sections/cta-band';
import { CatalogEntryPage } from '@/components/sections/entry-page';
import { ItemCardGrid } from '@/components/sections/item-card';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section } from '@/components/sections/section';
import { SectionHeading } from '@/components/sections/section-heading';
import { paths } from '@/config/paths';
import { industrySummaries } from '@/content/industries/catalog';
import type { IndustryContent, Stat } from '@/content/types';
import { breadcrumbJsonLd } from '@/components/seo/structured-data';

/** Standards such as "ISO 27001" are names, not numbers: slightly smaller, never split over two lines. */
const renderComplianceValue = (stat: Stat) => (
  <Box component="span" sx={{ fontSize: '0.85em', whiteSpace: 'nowrap' }}>
    {stat.value}
  </Box>
);

/** The hero's figures strip on every industry page: years of experience and the standards we work to. */
const complianceFigures = {
  id: 'experience-and-compliance',
  title: 'Experience and compliance',
  renderValue: renderComplianceValue,
};

/** Home > Industries > page; "Industries" is the home page's industries section. */
function industryBreadcrumb(name: string, path: string) {
  return breadcrumbJsonLd([
    { name: 'Home', path: paths.home.getHref() },
    { name: 'Industries', path: paths.home.getHref('industries') },
    { name, path },
  ]);
}

/**
 * The one template for all six industry pages: hero with the compliance stat strip, solution
 * cards, the four-step implementation process, why choose us, and the closing call to action.
 */
export function IndustryPage({ content }: { content: IndustryContent }) {
  const { hero, seo, solutions, process, whyChooseUs } = content;
  const summary = industrySummaries.find((industry) => industry.slug === content.slug);
  const path = paths.industry(content.slug).getHref();
  return (
    <CatalogEntryPage
      seo={seo}
      path={path}
      jsonLd={[industryBreadcrumb(content.name, path)]}
      hero={hero}
      icon={summary?.icon}
      figures={{ ...complianceFigures, stats: content.complianceStats }}
    >
      <Section id="solutions" labelledBy="solutions-heading">
        <SectionHeading id="solutions-heading" headline={solutions.headline} />
        <ItemCardGrid items={solutions.items} />
      </Section>
      <Section id="implementation" labelledBy="implementation-heading" tone="muted">
        <SectionHeading id="implementation-heading" headline={process.headline} />
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section id="why-choose-us" labelledBy="why-choose-us-heading">
        <SectionHeading id="why-choose-us-heading" headline={whyChooseUs.headline} />
        <ItemCardGrid items={whyChooseUs.items} columns={4} />
      </Section>
      <CtaBand id="get-started" cta={content.cta} />
    </CatalogEntryPage>
  );
}
