import Box from '@mui/material/Box';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import { brand } from '@/theme/primitives';
import { VisuallyHidden } from '../visually-hidden';

export interface StarRatingProps {
  value: number;
  max?: number;
  /** What is rated, read before the score: "Performance: 4 out of 5". */
  label: string;
}

/** Stars for sighted users, a sentence for everyone else. */
export function StarRating({ value, max = 5, label }: StarRatingProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ display: 'inline-flex', color: brand.amberText }}
        data-testid="star-icons"
      >
        {Array.from({ length: max }, (_, index) =>
          index < value ? (
            <StarRoundedIcon key={index} fontSize="small" />
          ) : (
            <StarOutlineRoundedIcon key={index} fontSize="small" sx={{ color: 'grey.600' }} />
          ),
        )}
      </Box>
      <VisuallyHidden>{`${label}: ${value} out of ${max}`}</VisuallyHidden>
    </Box>
  );
}
