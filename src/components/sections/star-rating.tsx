import Box from '@mui/material/Box';
import starRoundIcon from '@material-design-icons/svg/round/star.svg?no-inline';
import starOutlineRoundIcon from '@material-design-icons/svg/round/star_outline.svg?no-inline';
import type { IconUrl } from '@/content/types';
import { DecorativeIcon } from '../icons/decorative-icon';
import { iconSource } from '../icons/icon-loading';
import { VisuallyHidden } from '../visually-hidden';

export interface StarRatingProps {
  value: number;
  max?: number;
  /** What is rated, read before the score: "Performance: 4 out of 5". */
  label: string;
}

/** `count` stars of one kind, the file named once for all of them. */
function Stars({ count, file, color }: { count: number; file: IconUrl; color: string }) {
  if (count <= 0) return null;
  return (
    <Box component="span" style={iconSource(file)} sx={{ display: 'inline-flex', color }}>
      {Array.from({ length: count }, (_, index) => (
        <DecorativeIcon key={index} size={20} />
      ))}
    </Box>
  );
}

/** Stars for sighted users, a sentence for everyone else. */
export function StarRating({ value, max = 5, label }: StarRatingProps) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
        <Stars count={value} file={starRoundIcon} color="site.accentText" />
        <Stars count={max - value} file={starOutlineRoundIcon} color="grey.600" />
      </Box>
      <VisuallyHidden>{`${label}: ${value} out of ${max}`}</VisuallyHidden>
    </Box>
  );
}
