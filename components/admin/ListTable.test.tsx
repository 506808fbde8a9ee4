import { render, screen, within } from '@testing-library/react';
import { ListTable } from './ListTable';
import { ROW } from './styles';

describe('ListTable', () => {
  it('heads its columns for screen readers, figures on the right, and holds the page’s rows', () => {
    render(
      <ListTable caption="Orders, newest first" columns={['Order', { label: 'Total', numeric: true }]}>
        <tr className={ROW}>
          <td>#7</td>
          <td>£12.50</td>
        </tr>
      </ListTable>,
    );
    const table = screen.getByRole('table', { name: 'Orders, newest first' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Order', 'Total']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(headers[0]).not.toHaveClass('text-right');
    expect(headers[1]).toHaveClass('text-right');
    expect(within(table).getByRole('row', { name: '#7 £12.50' })).toBeInTheDocument();
  });

  it('has no caption unless given one', () => {
    render(
      <ListTable columns={['E-mail']}>
        <tr>
          <td>fiona@example.com</td>
        </tr>
      </ListTable>,
    );
    expect(screen.getByRole('table').querySelector('caption')).toBeNull();
  });

  it('makes its frame a named region a keyboard can scroll, when asked', () => {
    render(
      <ListTable caption="Orders by code" columns={['Code']} focusableFrame>
        <tr>
          <td>STORY10</td>
        </tr>
      </ListTable>,
    );
    expect(screen.getByRole('region', { name: 'Orders by code' })).toHaveAttribute('tabindex', '0');
  });
});
