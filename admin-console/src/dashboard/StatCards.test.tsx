// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCards } from './StatCards';
import { StatusCountPanel } from './StatusCountPanel';

afterEach(cleanup);

describe('StatCards', () => {
  it('shows the four cards with "..." while loading', () => {
    render(<StatCards stats={undefined} loading />);
    for (const label of ['Total Listings', 'Pending Approval', 'Approved', 'Rejected'])
      expect(screen.getByText(label)).toBeTruthy();
    for (const key of ['total', 'pending', 'approved', 'rejected'])
      expect(screen.getByTestId(`stat-${key}`).textContent).toBe('...');
  });

  it('shows the counts, and 0 for a missing one', () => {
    render(<StatCards stats={{ total: 12, pending: 3, approved: 9 }} loading={false} />);
    expect(screen.getByTestId('stat-total').textContent).toBe('12');
    expect(screen.getByTestId('stat-pending').textContent).toBe('3');
    expect(screen.getByTestId('stat-approved').textContent).toBe('9');
    expect(screen.getByTestId('stat-rejected').textContent).toBe('0');
  });
});

describe('StatusCountPanel', () => {
  it('says how many were approved and links to the search', () => {
    render(<StatusCountPanel status="approved" count={87} />);
    expect(screen.getByText('87 listings have been approved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Approved Listings' }).getAttribute('href')).toBe('/search');
  });

  it('says how many were rejected, with no list and no action', () => {
    render(<StatusCountPanel status="rejected" count={4} />);
    expect(screen.getByText('4 listings have been rejected')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
