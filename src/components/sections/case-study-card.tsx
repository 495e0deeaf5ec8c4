import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import expandMoreIcon from '@material-design-icons/svg/filled/expand_more.svg?no-inline';
import type { CaseStudy } from '@/content/types';
import { DecorativeIcon } from '../icons/decorative-icon';
import { VisuallyHidden } from '../visually-hidden';
import { ChipList } from './chip-list';

function DetailHeading({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h4" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** The disclosure's summary, drawn as a small outlined button; its chevron turns when open. */
const summaryStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 36,
  px: 1.5,
  border: 1,
  borderColor: (theme: Theme) => theme.alpha(theme.vars.palette.primary.main, 0.5),
  borderRadius: 999,
  color: 'primary.main',
  fontSize: '0.875rem',
  fontWeight: 650,
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.main' },
  '[open] > & > span': { transform: 'rotate(180deg)' },
} as const;

export interface CaseStudyCardProps {
  study: CaseStudy;
  /** Unique on the page; the title's id is derived from it. */
  id: string;
}

/**
 * A case study that shows its summary and expands in place ("Read Case Study") to the full challenge,
 * solution, results and technologies. A native disclosure (<details>): it opens before the app has
 * loaded, browsers open it for a find-in-page match, and screen readers announce it as a button with
 * its state. The details are in the HTML from the start, so they are indexed and prerendered.
 */
export function CaseStudyCard({ study, id }: CaseStudyCardProps) {
  return (
    <Card component="article" aria-labelledby={`${id}-title`}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'site.accentText' }}>
          {study.industry}
        </Typography>
        <Typography id={`${id}-title`} variant="h4" component="h3" sx={{ mb: 1 }}>
          {study.title}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 650, mb: 1.5 }}>
          <VisuallyHidden>Client: </VisuallyHidden>
          {study.client}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {study.summary}
        </Typography>
        <details>
          <Box component="summary" aria-describedby={`${id}-title`} sx={summaryStyles}>
            Read Case Study
            <DecorativeIcon src={expandMoreIcon} size={20} sx={{ transition: 'transform 0.2s' }} />
          </Box>
          <DetailHeading>Challenge</DetailHeading>
          <Typography variant="body2">{study.challenge}</Typography>
          <DetailHeading>Solution</DetailHeading>
          <Typography variant="body2">{study.solution}</Typography>
          <DetailHeading>Results</DetailHeading>
          <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
            {study.results.map((result) => (
              <Typography component="li" variant="body2" key={result} sx={{ mb: 0.5 }}>
                {result}
              </Typography>
            ))}
          </Box>
          <DetailHeading>Technologies</DetailHeading>
          <ChipList items={study.technologies} size="small" />
        </details>
      </CardContent>
    </Card>
  );
}
