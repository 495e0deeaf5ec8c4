import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { site } from '@/config/site';

/** Business hours from config/site.ts, as a description list (day → hours). */
export function OpeningHoursList({ dense = false }: { dense?: boolean }) {
  const variant = dense ? 'body2' : 'body1';
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 3,
        rowGap: dense ? 0.5 : 1,
      }}
    >
      {site.hours.map((row) => (
        <Box key={row.days} sx={{ display: 'contents' }}>
          <Typography component="dt" variant={variant} sx={{ fontWeight: dense ? 400 : 600 }}>
            {row.days}
          </Typography>
          <Typography
            component="dd"
            variant={variant}
            sx={{ m: 0, textAlign: dense ? 'left' : 'right' }}
          >
            {row.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
