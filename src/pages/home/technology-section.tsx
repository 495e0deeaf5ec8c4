import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import technologyIllustration from '@/assets/technology-illustration.svg';
import { CheckList } from '@/components/sections/check-list';
import { Reveal } from '@/components/sections/reveal';
import { Section } from '@/components/sections/section';
import { SectionHeading } from '@/components/sections/section-heading';
import { homeContent } from '@/content/home';
import type { HomeSectionProps } from './home-sections';

/** 'Our Technology' (eyebrow 'WHO WE ARE'): text left, lazily loaded illustration right. */
export function TechnologySection({ id }: HomeSectionProps) {
  const { technology } = homeContent;
  return (
    <Section id={id} labelledBy={`${id}-heading`}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box>
          <SectionHeading id={`${id}-heading`} headline={technology.headline} />
          {technology.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2, maxWidth: '62ch' }} color="text.secondary">
              {paragraph}
            </Typography>
          ))}
          <Box sx={{ mt: 3 }}>
            <CheckList items={technology.points} size="medium" />
          </Box>
        </Box>
        <Reveal>
          <Box
            component="img"
            src={technologyIllustration}
            alt={technology.illustrationAlt}
            width={560}
            height={440}
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: 'auto', display: 'block' }}
          />
        </Reveal>
      </Box>
    </Section>
  );
}
