import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import checkCircleOutlineIcon from '@material-design-icons/svg/outlined/check_circle_outline.svg?no-inline';
import { DecorativeIcon } from '../icons/decorative-icon';
import { iconSource } from '../icons/icon-loading';
import { bareList } from '@/theme/primitives';

export interface CheckListProps {
  items: readonly string[];
  /** "small" for feature lists inside cards, "medium" for points in running text. */
  size?: 'small' | 'medium';
}

/** Features and points as a list, each with an amber check mark (decorative: the list says it all). */
export function CheckList({ items, size = 'small' }: CheckListProps) {
  const small = size === 'small';
  return (
    <Box
      component="ul"
      // Named once here, the check mark every item draws.
      style={iconSource(checkCircleOutlineIcon)}
      sx={{ ...bareList, display: 'grid', gap: small ? 1 : 1.5 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={{ display: 'flex', gap: small ? 1 : 1.5, alignItems: 'flex-start' }}
        >
          <DecorativeIcon
            size={small ? 20 : 24}
            sx={{ color: 'site.accentText', mt: small ? '3px' : '2px' }}
          />
          <Typography variant={small ? 'body2' : 'body1'} sx={{ fontWeight: small ? 400 : 600 }}>
            {item}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
