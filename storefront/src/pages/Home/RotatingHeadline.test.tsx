// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featuredBrands } from './homeBrands';
import { RotatingHeadline } from './RotatingHeadline';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The brand the headline shows right now (the visible words; screen readers get one steady sentence). */
function shownBrand(): string | null | undefined {
  return screen.getByRole('heading', { level: 1 }).querySelector('[aria-hidden="true"] > span')?.textContent;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the rotating brand headline', () => {
  it('shows the next brand every 4 s, and starts again after the last', () => {
    render(<RotatingHeadline lead="Sell your" brands={featuredBrands} />);
    expect(shownBrand()).toBe('BMW');
    wait(3999);
    expect(shownBrand()).toBe('BMW');
    wait(1);
    expect(shownBrand()).toBe('Mercedes');
    wait(4000);
    expect(shownBrand()).toBe('Lexus');
    wait(4000 * 4);
    expect(shownBrand()).toBe('BMW');
  });

  it('reads as one sentence naming every brand to a screen reader', () => {
    render(<RotatingHeadline lead="Sell your" brands={['BMW', 'Lexus', 'Porsche']} />);
    expect(screen.getByRole('heading', { level: 1 }).querySelector('.sr-only')?.textContent).toBe(
      'Sell your BMW, Lexus, or Porsche',
    );
  });

  it('stops while paused and goes on when resumed', () => {
    render(<RotatingHeadline lead="Sell your" brands={featuredBrands} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause headline rotation' }));
    wait(12000);
    expect(shownBrand()).toBe('BMW');
    fireEvent.click(screen.getByRole('button', { name: 'Resume headline rotation' }));
    wait(4000);
    expect(shownBrand()).toBe('Mercedes');
  });
});
