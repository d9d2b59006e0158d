import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

function Keys({ names }: { names: readonly string[] }) {
  return (
    <DataTable placement="page" caption="API keys">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Status</th>
          <th scope="col" data-label="">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>Active</td>
            <td>
              <button type="button">Revoke</button>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

const labels = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.getAttribute('data-label'));

describe('DataTable', () => {
  it('is a table named by its caption, and a page’s list is no scrolling region', () => {
    render(<Keys names={['CRM']} />);
    expect(screen.getByRole('table', { name: 'API keys' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('labels each cell with its column’s header for the narrow card layout, rows added later too', async () => {
    const { rerender } = render(<Keys names={['CRM']} />);
    const table = screen.getByRole('table');
    const [, first] = within(table).getAllByRole('row');
    expect(labels(first!)).toEqual(['Name', 'Status', '']);
    rerender(<Keys names={['CRM', 'ERP']} />);
    // The observer runs after the DOM changed.
    await act(() => Promise.resolve());
    const [, , second] = within(table).getAllByRole('row');
    expect(labels(second!)).toEqual(['Name', 'Status', '']);
  });

  it('puts a table inside a card in a focusable region that scrolls on its own', () => {
    render(
      <DataTable placement="card" caption="Figures per day" minWidth={560}>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </DataTable>,
    );
    const region = screen.getByRole('region', { name: 'Figures per day' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Figures per day' })).toBeTruthy();
  });
});
