import { CardGrid } from '@/components/sections/card-grid';
import { CaseStudyCard } from '@/components/sections/case-study-card';
import { ChecklistPanel } from '@/components/sections/checklist-panel';
import { ChipList } from '@/components/sections/chip-list';
import { ItemCardGrid } from '@/components/sections/item-card';
import { ModelCatalogue } from '@/components/sections/model-catalogue';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section, type SectionTone } from '@/components/sections/section';
import { SectionHeading } from '@/components/sections/section-heading';
import { StatsStrip } from '@/components/sections/stats-strip';
import { TierComparison } from '@/components/sections/tier-comparison';
import type { ServiceSection } from '@/content/types';

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case 'process':
      return <ProcessSteps steps={section.steps} />;
    case 'chips':
      return <ChipList items={section.items} />;
    case 'reasons':
      return (
        <ItemCardGrid items={section.items} columns={section.items.length % 3 === 0 ? 3 : 4} />
      );
    case 'offerings':
      return <ItemCardGrid items={section.items} />;
    case 'tiers':
      return (
        <TierComparison id={section.id} tiers={section.tiers} comparison={section.comparison} />
      );
    case 'stats':
      return <StatsStrip stats={section.stats} />;
    case 'models':
      return <ModelCatalogue id={section.id} groups={section.groups} />;
    case 'caseStudies':
      return (
        <CardGrid
          items={section.studies}
          getKey={(study) => study.title}
          columns={2}
          align="start"
          renderItem={(study, index) => (
            <CaseStudyCard study={study} id={`${section.id}-${index + 1}`} />
          )}
        />
      );
    case 'checklist':
      return <ChecklistPanel items={section.items} action={section.action} />;
  }
}

/** One of a service page's further blocks: its heading (h2) and the body for its kind. */
export function ServiceSectionBlock({
  section,
  tone,
}: {
  section: ServiceSection;
  tone: SectionTone;
}) {
  const headingId = `${section.id}-heading`;
  return (
    <Section id={section.id} labelledBy={headingId} tone={tone}>
      <SectionHeading id={headingId} headline={section.headline} />
      <SectionBody section={section} />
    </Section>
  );
}
