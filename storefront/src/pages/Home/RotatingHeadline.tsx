import { useEffect, useState } from 'react';
import { PauseToggle } from '../../ui/PauseToggle';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** The brand headline rotates every 4 s. */
const ROTATE_EVERY_MS = 4000;

const listFormat = new Intl.ListFormat('en', { type: 'disjunction' });

/**
 * "Sell your {brand}" with the brand changing every 4 s. Screen readers get one steady sentence; the rotation
 * stops when the user prefers reduced motion and can be paused (WCAG 2.2.2: it would otherwise run for ever).
 */
export function RotatingHeadline({ lead, brands }: { lead: string; brands: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  const rotating = !reducedMotion && !paused && brands.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % brands.length), ROTATE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [rotating, brands.length]);

  return (
    <div className="flex items-start gap-3">
      <h1 className="text-4xl font-semibold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
        <span className="sr-only">
          {lead} {listFormat.format(brands)}
        </span>
        <span aria-hidden="true">
          {lead}{' '}
          <span
            key={index}
            className="inline-block text-white underline decoration-on-ink-muted decoration-2 underline-offset-8 motion-safe:animate-fade-in"
          >
            {brands[index]}
          </span>
        </span>
      </h1>
      {!reducedMotion && brands.length > 1 && (
        <PauseToggle
          paused={paused}
          onToggle={() => setPaused((isPaused) => !isPaused)}
          what="headline rotation"
          className="mt-2 size-8 border-on-ink-muted text-on-ink-muted hover:text-white"
        />
      )}
    </div>
  );
}
