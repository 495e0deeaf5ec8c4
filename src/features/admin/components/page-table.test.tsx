import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTable } from './page-table';

const rows = [
  { route: '/', views: 120, leads: 3 },
  { route: '/services/cloud', views: 45, leads: 1 },
];

describe('PageTable', () => {
  it('heads each row with its route, then its views and one number per column', () => {
    render(
      <PageTable
        label="Views and leads per page"
        rows={rows}
        columns={['Leads', 'Per 100 views'] as const}
        cell={(row, column) =>
          column === 'Leads' ? row.leads : Math.round((100 * row.leads) / row.views)
        }
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Page', 'Views', 'Leads', 'Per 100 views']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('/');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['120', '3', '3']);
    expect(within(second!).getByRole('rowheader')).toHaveTextContent('/services/cloud');
  });

  it('scrolls inside a named region that the keyboard can reach', () => {
    render(<PageTable label="Web Vitals per page" rows={rows} columns={[]} cell={() => null} />);
    const region = screen.getByRole('region', { name: 'Web Vitals per page' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});
