import { useEffect, useRef, useState } from 'react';
import { brand } from '@contract/brand';
import { ArrowRightIcon, StarIcon } from '../../ui/icons';
import { PauseToggle } from '../../ui/PauseToggle';
import { DISPLAYED_RATING, reviews } from './reviews';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** The review carousel advances every 4 s over a triple-repeated list. */
const ADVANCE_EVERY_MS = 4000;
const REPEATS = 3;
const track = Array.from({ length: REPEATS }, () => reviews).flat();

function Stars() {
  return (
    <span className="flex gap-0.5 text-ink" aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} className="size-4 fill-current" />
      ))}
    </span>
  );
}

/**
 * Customer reviews that scroll by themselves, one card every 4 s. Looping over three copies of the list keeps
 * the row full; after the middle copy it jumps back by one copy unseen. It stops for reduced motion, on hover or
 * focus, and with the pause button (WCAG 2.2.2).
 */
export function ReviewCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const scroller = useRef<HTMLUListElement>(null);
  const running = !reducedMotion && !paused && !held;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      const list = scroller.current;
      const card = list?.firstElementChild as HTMLElement | null;
      if (!list || !card) return;
      const step = card.offsetWidth + 16;
      const copyWidth = step * reviews.length;
      // Past the second copy: jump back one copy (same cards on screen) before moving on.
      if (list.scrollLeft >= copyWidth * 2 - list.clientWidth) list.scrollTo({ left: list.scrollLeft - copyWidth });
      list.scrollTo({ left: list.scrollLeft + step, behavior: 'smooth' });
    }, ADVANCE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <section aria-labelledby="reviews-heading" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="reviews-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              What our sellers say
            </h2>
            <p className="mt-2 flex items-center gap-2 text-muted">
              <Stars />
              <span>
                <span className="font-semibold text-ink">{DISPLAYED_RATING}</span> from {reviews.length} reviews
              </span>
            </p>
          </div>
          <div className="flex items-center gap-3">
            {!reducedMotion && (
              <PauseToggle
                paused={paused}
                onToggle={() => setPaused((value) => !value)}
                what="reviews"
                className="size-10 border-line-strong bg-white hover:bg-surface-strong"
              />
            )}
            <a
              href={brand.reviewsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm font-semibold text-ink hover:underline"
            >
              Read all reviews on Google Maps
              <ArrowRightIcon className="size-4" />
            </a>
          </div>
        </div>
        {/* Focusable, so keyboard users can scroll the row with the arrow keys (WCAG 2.1.1); focus also holds it. */}
        <ul
          ref={scroller}
          tabIndex={0}
          aria-label="Customer reviews"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
          className="mt-8 flex gap-4 overflow-x-auto pb-4 [scrollbar-width:thin]"
        >
          {track.map((review, index) => (
            // Copies after the first are repeats for the loop: hidden from screen readers, out of the tab order.
            <li key={index} aria-hidden={index >= reviews.length || undefined} className="w-72 shrink-0 sm:w-80">
              <figure className="flex h-full flex-col rounded-lg border border-line bg-white p-6 shadow-card">
                <Stars />
                <blockquote className="mt-4 flex-1 text-sm leading-relaxed text-ink">“{review.text}”</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="font-semibold">{review.name}</span>
                  <span className="text-muted"> · {review.place}</span>
                  <span className="mt-0.5 block text-xs text-muted">Sold a {review.car}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
