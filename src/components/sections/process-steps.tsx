import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Step } from '@/content/types';
import { bareList } from '@/theme/primitives';

/** Numbered steps of a method or process; an ordered list, so the order is announced. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  // Six steps read better as two rows of three than as four and two.
  const columns = steps.length > 4 && steps.length % 3 === 0 ? 3 : Math.min(steps.length, 4);
  return (
    <Box
      component="ol"
      sx={{
        ...bareList,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            p: { xs: 2.5, md: 3 },
            borderRadius: 3.5,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 750,
                flexShrink: 0,
              }}
            >
              {index + 1}
            </Box>
            {step.duration && (
              <Typography variant="body2" sx={{ color: 'site.accentText', fontWeight: 650 }}>
                {step.duration}
              </Typography>
            )}
          </Box>
          <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
            {step.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {step.description}
          </Typography>
          {step.details && step.details.length > 0 && (
            <Box component="ul" sx={{ pl: 2.5, mb: 0, mt: 1.5 }}>
              {step.details.map((detail) => (
                <Typography component="li" variant="body2" key={detail} sx={{ mb: 0.5 }}>
                  {detail}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
