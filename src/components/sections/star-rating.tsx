import Box from '@mui/material/Box';
import starRoundIcon from '@material-design-icons/svg/round/star.svg?no-inline';
import starOutlineRoundIcon from '@material-design-icons/svg/round/star_outline.svg?no-inline';
import { brand } from '@/theme/primitives';
import { DecorativeIcon } from '../icons/decorative-icon';
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
            <DecorativeIcon key={index} src={starRoundIcon} size={20} />
          ) : (
            <DecorativeIcon
              key={index}
              src={starOutlineRoundIcon}
              size={20}
              sx={{ color: 'grey.600' }}
            />
          ),
        )}
      </Box>
      <VisuallyHidden>{`${label}: ${value} out of ${max}`}</VisuallyHidden>
    </Box>
  );
}
