// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { estimatePayment, LOWEST_APR } from './paymentEstimate';
import { PaymentEstimator } from './PaymentEstimator';

afterEach(cleanup);

describe('estimatePayment', () => {
  it('amortises a fixed-rate loan', () => {
    // $40,000 at 3.75% over 60 months: $732.16 a month.
    const estimate = estimatePayment({ price: 50000, downPayment: 10000, apr: 3.75, months: 60 });
    expect(estimate.principal).toBe(40000);
    expect(estimate.monthly).toBeCloseTo(732.16, 2);
    expect(estimate.totalInterest).toBeCloseTo(732.16 * 60 - 40000, 0);
  });

  it('divides evenly at 0% and never answers NaN or a negative loan', () => {
    expect(estimatePayment({ price: 12000, downPayment: 0, apr: 0, months: 48 }).monthly).toBe(250);
    expect(estimatePayment({ price: 10000, downPayment: 20000, apr: 5, months: 60 })).toMatchObject({
      principal: 0,
      monthly: 0,
    });
    const nonsense = estimatePayment({ price: Number.NaN, downPayment: -5, apr: Number.NaN, months: 0 });
    expect(Number.isNaN(nonsense.monthly)).toBe(false);
  });
});

describe('PaymentEstimator', () => {
  it('starts at the lowest APR with a fifth down over 60 months, recomputes as the buyer types, and links to Financing', () => {
    render(
      <MemoryRouter>
        <PaymentEstimator price={50000} />
      </MemoryRouter>,
    );
    expect((screen.getByLabelText('APR') as HTMLInputElement).value).toBe(String(LOWEST_APR));
    expect((screen.getByLabelText('Down payment ($)') as HTMLInputElement).value).toBe('10000');
    expect(screen.getByText('$732')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Down payment ($)'), { target: { value: '50000' } });
    expect(screen.getByText('$0')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Down payment ($)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: '72' } });
    expect(screen.getByText('$777')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('APR'), { target: { value: '2' } });
    expect(screen.getByText(`Rates start at ${LOWEST_APR}% APR.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore financing options' }).getAttribute('href')).toBe('/financing');
  });
});
