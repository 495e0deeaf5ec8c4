import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ActionButton } from '@/components/action-button';
import { CardGrid } from '@/components/sections/card-grid';
import { CtaBand } from '@/components/sections/cta-band';
import { ItemCard } from '@/components/sections/item-card';
import { ProcessSteps } from '@/components/sections/process-steps';
import { Section } from '@/components/sections/section';
import { SectionHeading } from '@/components/sections/section-heading';
import { StatsStrip } from '@/components/sections/stats-strip';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { homeContent } from '@/content/home';
import { industrySummaries } from '@/content/industries/catalog';
import { serviceSummaries } from '@/content/services/catalog';
import type { Item } from '@/content/types';

const titleOf = (item: { title: string }) => item.title;

/** A section below the hero; `id` (from home-page.tsx's list) is its anchor and its element's id. */
export interface HomeSectionProps {
  id: string;
}

export function EngagementSection({ id }: HomeSectionProps) {
  const { engagement } = homeContent;
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone="muted">
      <SectionHeading id={`${id}-heading`} headline={engagement.headline} />
      <ProcessSteps steps={engagement.steps} />
    </Section>
  );
}

export function WhatWeDoSection({ id }: HomeSectionProps) {
  const { whatWeDo } = homeContent;
  return (
    <Section id={id} labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} headline={whatWeDo.headline} />
      <CardGrid
        items={whatWeDo.items}
        getKey={titleOf}
        renderItem={(item) => <ItemCard item={item} to={item.to} />}
      />
    </Section>
  );
}

export function AiSection({ id }: HomeSectionProps) {
  const { ai } = homeContent;
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone="ink">
      <Box
        sx={{
          display: 'grid',
          gap: 6,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <SectionHeading id={`${id}-heading`} headline={ai.headline} onDark />
          <ActionButton action={ai.action} tone="onDark" />
        </Box>
        <StatsStrip stats={ai.stats} onDark />
      </Box>
    </Section>
  );
}

function ItemSection({
  id,
  tone,
  headline,
  items,
  columns,
}: {
  id: string;
  tone?: 'plain' | 'muted';
  headline: (typeof homeContent)['about']['headline'] | (typeof homeContent)['values']['headline'];
  items: readonly Item[];
  columns: 2 | 3 | 4;
}) {
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone={tone}>
      <SectionHeading id={`${id}-heading`} headline={headline} />
      <CardGrid
        items={items}
        getKey={titleOf}
        columns={columns}
        renderItem={(item) => <ItemCard item={item} />}
      />
    </Section>
  );
}

export function AboutSection({ id }: HomeSectionProps) {
  const { about } = homeContent;
  return (
    <ItemSection id={id} tone="muted" headline={about.headline} items={about.items} columns={3} />
  );
}

export function ValuesSection({ id }: HomeSectionProps) {
  const { values } = homeContent;
  return <ItemSection id={id} headline={values.headline} items={values.items} columns={4} />;
}

export function ServicesSection({ id }: HomeSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone="muted">
      <SectionHeading id={`${id}-heading`} headline={homeContent.services.headline} />
      <CardGrid
        items={serviceSummaries}
        getKey={(service) => service.slug}
        renderItem={(service) => (
          <ItemCard item={service} to={paths.service(service.slug).getHref()} />
        )}
      />
    </Section>
  );
}

export function IndustriesSection({ id }: HomeSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} headline={homeContent.industries.headline} />
      <CardGrid
        items={industrySummaries}
        getKey={(industry) => industry.slug}
        renderItem={(industry) => (
          <ItemCard
            item={{ ...industry, title: industry.name }}
            to={paths.industry(industry.slug).getHref()}
          />
        )}
      />
    </Section>
  );
}

export function StatsSection({ id }: HomeSectionProps) {
  const { stats } = homeContent;
  return (
    <Section id={id} labelledBy={`${id}-heading`} tone="muted">
      <SectionHeading id={`${id}-heading`} headline={stats.headline} />
      <StatsStrip stats={stats.items} />
    </Section>
  );
}

export function ContactSection({ id }: HomeSectionProps) {
  const { contact } = homeContent;
  return (
    <>
      <Section id={id} labelledBy={`${id}-heading`}>
        <SectionHeading id={`${id}-heading`} headline={contact.headline} />
        <Stack
          component="dl"
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 3, md: 8 }}
          sx={{ m: 0 }}
        >
          {[
            { label: 'Visit us', value: site.address.short },
            { label: 'Email sales', value: site.email, href: `mailto:${site.email}` },
            { label: 'Call us', value: site.phone, href: telHref(site.phone) },
          ].map((entry) => (
            <Box key={entry.label}>
              <Typography component="dt" variant="overline" color="text.secondary">
                {entry.label}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0 }}>
                {entry.href ? (
                  <Box component="a" href={entry.href} sx={{ color: 'primary.main' }}>
                    {entry.value}
                  </Box>
                ) : (
                  entry.value
                )}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Section>
      <CtaBand id="get-started" cta={contact.cta} />
    </>
  );
}
