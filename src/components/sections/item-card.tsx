import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Item, Offering } from '@/content/types';
import { DecorativeIcon } from '../icons/decorative-icon';
import { CardGrid, type CardGridProps } from './card-grid';
import { CheckList } from './check-list';
import { Pill } from './pill';

export interface ItemCardProps {
  item: Item | Offering;
  /** Makes the whole card a link to this route. */
  to?: string;
  headingLevel?: 'h3' | 'h4';
}

function IconBadge({ item }: { item: Item }) {
  if (!item.icon) return null;
  return (
    <Box
      aria-hidden
      sx={{
        width: 48,
        height: 48,
        borderRadius: 3,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'site.wash',
        color: 'primary.main',
        mb: 2,
      }}
    >
      <DecorativeIcon src={item.icon} />
    </Box>
  );
}

/** The one card used for offerings, reasons, values and links across the site. */
export function ItemCard({ item, to, headingLevel = 'h3' }: ItemCardProps) {
  const features = 'features' in item ? item.features : undefined;
  const badge = 'badge' in item ? item.badge : undefined;
  const body = (
    <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
      >
        <IconBadge item={item} />
        {badge && <Pill size="small">{badge}</Pill>}
      </Box>
      <Typography variant="h4" component={headingLevel} sx={{ mb: 1 }}>
        {item.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {item.description}
      </Typography>
      {features && features.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <CheckList items={features} />
        </Box>
      )}
    </CardContent>
  );

  return (
    <Card
      sx={{
        transition: 'border-color 0.2s, box-shadow 0.2s',
        ...(to && {
          '&:hover': {
            borderColor: 'primary.main',
            boxShadow: '0 8px 24px rgba(11, 37, 69, 0.08)',
          },
        }),
      }}
    >
      {to ? (
        <CardActionArea
          component={RouterLink}
          to={to}
          sx={{ height: '100%', alignItems: 'flex-start' }}
        >
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** Item cards in a grid, keyed by their titles: the template pages' most common block. */
export function ItemCardGrid({
  items,
  columns,
}: {
  items: readonly (Item | Offering)[];
  columns?: CardGridProps<Item>['columns'];
}) {
  return (
    <CardGrid
      items={items}
      getKey={(item) => item.title}
      columns={columns}
      renderItem={(item) => <ItemCard item={item} />}
    />
  );
}
