// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brand } from '@contract/brand';
import { ReviewCarousel } from './ReviewCarousel';
import { reviews } from './reviews';

const CARD_WIDTH = 320;
const GAP = 16;
let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom lays nothing out: give each card its width, and watch where the row is asked to scroll.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(CARD_WIDTH);
  scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const row = () => screen.getByRole('list', { name: 'Customer reviews', hidden: true });

describe('the review carousel', () => {
  it('shows the 12 reviews three times over, the repeats hidden from screen readers, rated 5.0', () => {
    render(<ReviewCarousel />);
    expect(reviews).toHaveLength(12);
    const cards = within(row()).getAllByRole('listitem', { hidden: true });
    expect(cards).toHaveLength(36);
    expect(cards.map((card) => card.textContent)).toEqual(
      [...cards.slice(0, 12), ...cards.slice(0, 12), ...cards.slice(0, 12)].map((card) => card.textContent),
    );
    expect(cards.filter((card) => card.getAttribute('aria-hidden') === 'true')).toHaveLength(24);
    expect(within(row()).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('5.0').parentElement?.textContent).toBe('5.0 from 12 reviews');
    const link = screen.getByRole('link', { name: /Read all reviews/ });
    expect(link.getAttribute('href')).toBe(brand.reviewsUrl);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('moves on by one card every 4 s', () => {
    render(<ReviewCarousel />);
    wait(3999);
    expect(scrollTo).not.toHaveBeenCalled();
    wait(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: CARD_WIDTH + GAP, behavior: 'smooth' });
    wait(4000);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('holds still while the pointer is over it, and while paused', () => {
    render(<ReviewCarousel />);
    fireEvent.mouseEnter(row());
    wait(8000);
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.mouseLeave(row());
    wait(4000);
    expect(scrollTo).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Pause reviews' }));
    wait(12000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
