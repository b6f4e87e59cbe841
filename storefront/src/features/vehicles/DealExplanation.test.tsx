// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deal } from '@contract/deals';
import { DealExplanation } from './DealExplanation';

const car = { make: 'Porsche', model: 'Macan', bodyType: 'suv' };
const rated: Deal = {
  rating: 'good',
  marketValue: 46300,
  low: 41000,
  high: 52300,
  comparables: 37,
  basis: 'model',
  belowValue: 2100,
};

afterEach(cleanup);

describe('DealExplanation', () => {
  it('shows the rating, the difference from the market value, the range and the model it comes from', () => {
    render(<DealExplanation vehicle={{ ...car, deal: rated }} />);
    expect(screen.getByText('Good Deal')).toBeTruthy();
    expect(screen.getByText('$2,100 below our market value of $46,300, from 37 similar listings')).toBeTruthy();
    expect(
      screen.getByText(
        'Similar cars are listed at $41,000–$52,300. From other Porsche Macan listings, adjusted for year and mileage.',
      ),
    ).toBeTruthy();
  });

  it('says when the value comes from the make and body type', () => {
    render(<DealExplanation vehicle={{ ...car, deal: { ...rated, basis: 'segment', comparables: 12 } }} />);
    expect(screen.getByText('$2,100 below our market value of $46,300, from 12 similar Porsche SUVs')).toBeTruthy();
    expect(screen.getByText(/Too few Porsche Macan listings yet: from other Porsche SUVs/)).toBeTruthy();
  });

  it('says in words that there is not enough data, instead of a badge', () => {
    render(<DealExplanation vehicle={{ ...car, deal: { rating: null } }} />);
    expect(screen.getByText('Not enough similar listings to estimate a market value yet')).toBeTruthy();
    for (const label of ['Great Deal', 'Good Deal', 'Fair Price', 'High Price'])
      expect(screen.queryByText(label)).toBeNull();
  });

  it('shows nothing for a listing that is not valued', () => {
    const { container } = render(<DealExplanation vehicle={{ ...car, deal: null }} />);
    expect(container.textContent).toBe('');
  });
});
