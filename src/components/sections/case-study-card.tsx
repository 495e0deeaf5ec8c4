import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import type { CaseStudy } from '@/content/types';
import { brand } from '@/theme/primitives';
import { VisuallyHidden } from '../visually-hidden';
import { ChipList } from './chip-list';

function DetailHeading({ children }: { children: string }) {
  return (
    <Typography variant="h5" component="h4" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

export interface CaseStudyCardProps {
  study: CaseStudy;
  /** Unique on the page; the disclosure's panel id is derived from it. */
  id: string;
}

/**
 * A case study that shows its summary and expands in place ("Read Case Study") to the full
 * challenge, solution, results and technologies. A disclosure button: aria-expanded + aria-controls.
 * The details are in the HTML from the start (hidden), so they are indexed and prerendered.
 */
export function CaseStudyCard({ study, id }: CaseStudyCardProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `${id}-details`;
  return (
    <Card component="article" aria-labelledby={`${id}-title`}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="overline" component="p" sx={{ color: brand.amberText }}>
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
        <Button
          variant="outlined"
          size="small"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-describedby={`${id}-title`}
          onClick={() => setExpanded((open) => !open)}
          endIcon={
            <ExpandMoreIcon
              aria-hidden
              sx={{
                transition: 'transform 0.2s',
                transform: expanded ? 'rotate(180deg)' : 'none',
              }}
            />
          }
        >
          Read Case Study
        </Button>
        <Box id={detailsId} hidden={!expanded}>
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
        </Box>
      </CardContent>
    </Card>
  );
}
