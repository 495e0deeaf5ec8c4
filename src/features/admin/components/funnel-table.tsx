import Box from '@mui/material/Box';
import { formatNaira, type FunnelRow } from '@site/contract';
import { figureTableSx } from './page-table';

const COLUMNS = [
  ['Leads', (row: FunnelRow) => row.leads],
  ['Booked', (row: FunnelRow) => row.booked],
  ['Held', (row: FunnelRow) => row.held],
  ['Won', (row: FunnelRow) => row.won],
  ['Value', (row: FunnelRow) => (row.valueNaira > 0 ? formatNaira(row.valueNaira) : '–')],
] as const;

/** What each source (or campaign, or landing page) brings: leads, meetings booked and held, clients won. */
export function FunnelTable({
  label,
  heading,
  rows,
}: {
  label: string;
  heading: string;
  rows: readonly FunnelRow[];
}) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} sx={figureTableSx}>
      <table>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {COLUMNS.map(([name]) => (
              <th key={name} scope="col" className="number">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {COLUMNS.map(([name, value]) => (
                <td key={name} className="number">
                  {value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
