import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import checkRoundIcon from '@material-design-icons/svg/round/check.svg?no-inline';
import removeRoundIcon from '@material-design-icons/svg/round/remove.svg?no-inline';
import type { Tier, TierComparisonRow } from '@/content/types';
import { CheckList } from './check-list';
import { DecorativeIcon } from '../icons/decorative-icon';
import { VisuallyHidden } from '../visually-hidden';
import { CardGrid } from './card-grid';
import { Pill } from './pill';

function TierCard({ tier }: { tier: Tier }) {
  return (
    <Card
      sx={{
        position: 'relative',
        ...(tier.highlighted && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography variant="h3">{tier.name}</Typography>
          {tier.highlighted && <Pill size="small">Recommended</Pill>}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {tier.summary}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Box component="strong">Ideal for:</Box> {tier.idealFor}
        </Typography>
        <CheckList items={tier.features} />
      </CardContent>
    </Card>
  );
}

function ComparisonValue({ value }: { value: string | boolean }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      <DecorativeIcon
        src={value ? checkRoundIcon : removeRoundIcon}
        size={20}
        sx={{ color: value ? 'primary.main' : 'text.secondary', verticalAlign: 'middle' }}
      />
      <VisuallyHidden>{value ? 'Included' : 'Not included'}</VisuallyHidden>
    </>
  );
}

export interface TierComparisonProps {
  id: string;
  tiers: readonly Tier[];
  comparison?: readonly TierComparisonRow[];
}

/**
 * Service tiers side by side (no prices: each is quoted), then a table comparing them feature by
 * feature. The table scrolls sideways on narrow screens and can be scrolled with the keyboard.
 */
export function TierComparison({ id, tiers, comparison }: TierComparisonProps) {
  const captionId = `${id}-comparison-caption`;
  return (
    <>
      <CardGrid
        items={tiers}
        getKey={(tier) => tier.name}
        renderItem={(tier) => <TierCard tier={tier} />}
      />
      {comparison && comparison.length > 0 && (
        <Box
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          sx={{
            mt: { xs: 5, md: 7 },
            overflowX: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: '14px',
            bgcolor: 'background.paper',
          }}
        >
          <Table
            sx={{
              // MUI puts captions below the table in small grey type; this one is the table's title.
              '& caption': {
                captionSide: 'top',
                textAlign: 'left',
                p: { xs: 2, md: 2.5 },
                color: 'text.primary',
                typography: 'h4',
              },
              // Fixed columns so four fit a 375 px phone; the region still scrolls if text grows.
              tableLayout: 'fixed',
              '& th, & td': {
                px: { xs: 0.5, md: 2 },
                fontSize: { xs: '0.8125rem', md: '0.9375rem' },
              },
              '& th:first-of-type, & td:first-of-type': {
                width: { xs: '30%', md: '40%' },
                pl: { xs: 2, md: 2.5 },
              },
              '& tbody tr:last-of-type > *': { borderBottom: 0 },
            }}
          >
            <caption id={captionId}>Compare the tiers</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
                  Feature
                </TableCell>
                {tiers.map((tier) => (
                  <TableCell
                    key={tier.name}
                    component="th"
                    scope="col"
                    align="center"
                    sx={{ fontWeight: 700 }}
                  >
                    {tier.name}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {comparison.map((row) => (
                <TableRow key={row.feature}>
                  <TableCell component="th" scope="row">
                    {row.feature}
                  </TableCell>
                  {tiers.map((tier, index) => (
                    <TableCell key={tier.name} align="center">
                      <ComparisonValue value={row.values[index] ?? false} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
