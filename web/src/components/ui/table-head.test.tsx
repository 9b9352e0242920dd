// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableHead } from './table-head';

afterEach(cleanup);

describe('TableHead', () => {
  it('makes one column header per column, in order', () => {
    render(
      <table>
        <TableHead columns={[{ label: 'What' }, { label: 'Change', className: 'text-right' }]} />
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['What', 'col'],
      ['Change', 'col'],
    ]);
    expect(headers[1]?.className).toBe('text-right');
  });
});
