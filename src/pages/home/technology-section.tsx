import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import technologyIllustration from '@/assets/technology-illustration.svg';
import { Reveal } from '@/components/sections/reveal';
import { Section } from '@/components/sections/section';
import { SectionHeading } from '@/components/sections/section-heading';
import { homeContent } from '@/content/home';
import { brand } from '@/theme/primitives';

/** 'Our Technology' (eyebrow 'WHO WE ARE'): text left, lazily loaded illustration right. */
export function TechnologySection() {
  const { technology } = homeContent;
  return (
    <Section id="our-technology" labelledBy="our-technology-heading">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        <Box>
          <SectionHeading id="our-technology-heading" headline={technology.headline} />
          {technology.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2, maxWidth: '62ch' }} color="text.secondary">
              {paragraph}
            </Typography>
          ))}
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1.5 }}
          >
            {technology.points.map((point) => (
              <Box
                component="li"
                key={point}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                <CheckCircleOutlineIcon aria-hidden sx={{ color: brand.amberText, mt: '2px' }} />
                <Typography sx={{ fontWeight: 600 }}>{point}</Typography>
              </Box>
            ))}
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
