import Box from '@mui/material/Box';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "23 Nov" for "2026-11-23". */
export const shortDate = (isoDate: string) =>
  `${Number(isoDate.slice(8, 10))} ${MONTHS[Number(isoDate.slice(5, 7)) - 1] ?? ''}`;

/**
 * Leads per week as bars, plain SVG: one bar per week, its count above it and the Monday below. The
 * SVG scales to the width it is given (a phone's included); its label says the same in words.
 */
export function WeeklyLeadsChart({
  weeks,
}: {
  weeks: readonly { weekStart: string; count: number }[];
}) {
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const barWidth = 40;
  const gap = 16;
  const height = 120;
  const width = weeks.length * (barWidth + gap) - gap;
  const description = weeks
    .map((week) => `week of ${shortDate(week.weekStart)}: ${week.count}`)
    .join(', ');
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`Leads per week: ${description}`}
      viewBox={`0 -18 ${width} ${height + 40}`}
      sx={{ width: '100%', maxWidth: 560, height: 'auto', display: 'block', color: 'primary.main' }}
    >
      {weeks.map((week, index) => {
        const barHeight = Math.round((week.count / max) * height);
        const x = index * (barWidth + gap);
        return (
          <g key={week.weekStart}>
            <rect
              x={x}
              y={height - barHeight}
              width={barWidth}
              height={Math.max(barHeight, 1)}
              rx={4}
              fill="currentColor"
            />
            <Box
              component="text"
              x={x + barWidth / 2}
              y={height - barHeight - 6}
              textAnchor="middle"
              sx={{ fill: (theme) => theme.palette.text.primary, fontSize: 13 }}
            >
              {week.count}
            </Box>
            <Box
              component="text"
              x={x + barWidth / 2}
              y={height + 18}
              textAnchor="middle"
              sx={{ fill: (theme) => theme.palette.text.secondary, fontSize: 12 }}
            >
              {shortDate(week.weekStart)}
            </Box>
          </g>
        );
      })}
    </Box>
  );
}
