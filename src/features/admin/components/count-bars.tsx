import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CountRow } from '@site/contract';

/** Counts as a list of labelled bars, largest first: "newsletter ████ 9". */
export function CountBars({ title, rows }: { title: string; rows: readonly CountRow[] }) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  const id = `count-bars-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">None in these days.</Typography>
      ) : (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'grid', gap: 0.25 }}>
              <Box
                component="dt"
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, minWidth: 0 }}
              >
                <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.label}
                </Typography>
              </Box>
              <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  aria-hidden
                  sx={{
                    height: 10,
                    borderRadius: 5,
                    bgcolor: 'primary.main',
                    width: `${Math.max(2, (row.count / max) * 100)}%`,
                    maxWidth: 'calc(100% - 3rem)',
                  }}
                />
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {row.count}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
