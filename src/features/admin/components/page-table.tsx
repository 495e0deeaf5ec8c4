import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A row per page: its route and its views, then what the table is about. */
export interface PageRow {
  route: string;
  views: number;
}

export interface PageTableProps<Row extends PageRow, Column extends string> {
  /** Names the scrolling region for assistive technology. */
  label: string;
  rows: readonly Row[];
  /** The numeric columns after Page and Views, in order. */
  columns: readonly Column[];
  cell: (row: Row, column: Column) => ReactNode;
}

/** A table of figures as /admin/insights draws each: it scrolls inside itself on a narrow screen. */
export const figureTableSx = {
  overflowX: 'auto',
  '& table': { borderCollapse: 'collapse', width: '100%' },
  '& th, & td': {
    textAlign: 'left',
    p: 0.75,
    borderBottom: 1,
    borderColor: 'divider',
    whiteSpace: 'nowrap',
  },
  '& td.number, & th.number': { textAlign: 'right' },
} as const;

/**
 * A table of the site's pages, as /admin/insights shows them: the route as each row's header, its
 * views, then one number per column. It scrolls inside itself on a narrow screen, never the page, and
 * is focusable to scroll by keys.
 */
export function PageTable<Row extends PageRow, Column extends string>({
  label,
  rows,
  columns,
  cell,
}: PageTableProps<Row, Column>) {
  return (
    <Box tabIndex={0} role="region" aria-label={label} sx={figureTableSx}>
      <table>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col" className="number">
              Views
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="number">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.route}>
              <th scope="row">{row.route}</th>
              <td className="number">{row.views}</td>
              {columns.map((column) => (
                <td key={column} className="number">
                  {cell(row, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
