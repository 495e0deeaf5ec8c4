import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ModelEntry, ModelGroup, ModelType } from '@/content/types';
import { brand } from '@/theme/primitives';
import { VisuallyHidden } from '../visually-hidden';
import { CardGrid } from './card-grid';
import { Pill } from './pill';
import { StarRating } from './star-rating';

/** Each type keeps its own colours; every pair meets WCAG AA for text. */
const typeColours: Record<ModelType, { bgcolor: string; color: string }> = {
  Commercial: { bgcolor: '#e3ebf6', color: brand.ink },
  'Open Source': { bgcolor: '#e2f3e8', color: '#1b5e32' },
  Custom: { bgcolor: '#fff0d6', color: brand.amberText },
};

function ModelCard({ model }: { model: ModelEntry }) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography variant="h5" component="h4" sx={{ mb: 1.5 }}>
          {model.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Pill size="small" sx={typeColours[model.type]}>
            <VisuallyHidden>Type: </VisuallyHidden>
            {model.type}
          </Pill>
          <StarRating value={model.performance} label="Performance" />
        </Box>
        <Typography variant="body2" color="text.secondary">
          <Box component="strong" sx={{ color: 'text.primary' }}>
            Use case:
          </Box>{' '}
          {model.use_case}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The AI page's model catalogue: groups (h3), each a list of model cards with type and rating. */
export function ModelCatalogue({ id, groups }: { id: string; groups: readonly ModelGroup[] }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 5, md: 7 } }}>
      {groups.map((group, index) => {
        const headingId = `${id}-group-${index + 1}`;
        return (
          <Box key={group.name} component="section" aria-labelledby={headingId}>
            <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
              {group.name}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '68ch' }}>
              {group.description}
            </Typography>
            <CardGrid
              items={group.models}
              getKey={(model) => model.name}
              renderItem={(model) => <ModelCard model={model} />}
            />
          </Box>
        );
      })}
    </Box>
  );
}
