import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import taskAltIcon from '@material-design-icons/svg/filled/task_alt.svg?no-inline';
import type { Action } from '@/content/types';
import { ActionButton } from '../action-button';
import { DecorativeIcon } from '../icons/decorative-icon';
import { bareList } from '@/theme/primitives';

/** A short list of signs to look for, and the one next step to take if they sound familiar. */
export function ChecklistPanel({ items, action }: { items: readonly string[]; action: Action }) {
  return (
    <>
      <Box
        component="ul"
        sx={{
          ...bareList,
          mb: 4,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              p: 2,
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <DecorativeIcon src={taskAltIcon} sx={{ color: 'site.accentText', mt: '2px' }} />
            <Typography sx={{ fontWeight: 550 }}>{item}</Typography>
          </Box>
        ))}
      </Box>
      <ActionButton action={action} />
    </>
  );
}
