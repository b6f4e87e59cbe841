// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PriceHistoryChart } from './PriceHistoryChart';

afterEach(cleanup);

const points = [
  { price: 48_000, at: '2026-09-01T12:00:00.000Z' },
  { price: 46_500, at: '2026-10-01T12:00:00.000Z' },
  { price: 45_000, at: '2026-11-01T12:00:00.000Z' },
];
const now = new Date('2026-11-25T12:00:00.000Z');

describe('PriceHistoryChart', () => {
  it('draws each price as a step until the next and lists the changes for screen readers', () => {
    render(<PriceHistoryChart points={points} now={now} />);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Price history: $48,000 on Sep 1, 2026, $45,000 now, after 2 changes.',
    );
    const line = chart.querySelector('polyline')!.getAttribute('points')!.split(' ');
    // Two corners per price; the highest price is drawn at the top, the lowest at the bottom, up to today.
    expect(line).toHaveLength(6);
    const [firstX, firstY] = line[0]!.split(',').map(Number);
    const [lastX, lastY] = line[5]!.split(',').map(Number);
    expect(firstX).toBeLessThan(lastX!);
    expect(firstY).toBeLessThan(lastY!);
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    const rows = within(screen.getByRole('table', { name: 'Price changes' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DatePrice',
      'Sep 1, 2026$48,000',
      'Oct 1, 2026$46,500',
      'Nov 1, 2026$45,000',
    ]);
  });

  it('shows nothing for a listing whose price never changed', () => {
    const { container } = render(<PriceHistoryChart points={points.slice(0, 1)} now={now} />);
    expect(container.innerHTML).toBe('');
  });
});
