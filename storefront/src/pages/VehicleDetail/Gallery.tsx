import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { photoSizes } from '@contract/photoVariants';
import { VehiclePhoto } from '../../features/photos/VehiclePhoto';
import { cn } from '../../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '../../ui/icons';

const loadLightbox = () => import('./GalleryLightbox');
const GalleryLightbox = lazy(loadLightbox);

/** Next index in a gallery of `count` photos; wraps at both ends. */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

const arrowClass =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-ink shadow-card hover:bg-white';

/**
 * The photo gallery: previous/next (wrapping), thumbnails, an 'n / total' counter, and the arrow keys while focus
 * is in the gallery. A click on the main photo opens it full screen (GalleryLightbox), where the buyer swipes or
 * uses the arrow keys; Escape closes it and focus returns to the photo. The main photo loads first and eagerly: it
 * is the page's largest paint.
 */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const count = images.length;
  const current = wrapIndex(index, count);
  const go = (next: number) => setIndex(wrapIndex(next, count));

  function onKeyDown(event: KeyboardEvent) {
    // Keys in the full-screen view bubble here through the React tree (a portal's events do): it pages itself.
    if (count < 2 || fullScreen) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  }

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${name}`} onKeyDown={onKeyDown}>
      <div className="relative overflow-hidden rounded-lg">
        {count > 0 ? (
          <button
            type="button"
            aria-label={`View photo ${current + 1} of ${count} full screen`}
            aria-haspopup="dialog"
            onClick={() => setFullScreen(true)}
            // Fetch the viewer's chunk as soon as a click becomes likely.
            onPointerEnter={() => void loadLightbox()}
            onFocus={() => void loadLightbox()}
            className="group/photo block w-full cursor-zoom-in focus-visible:outline-none"
          >
            <VehiclePhoto
              src={images[current]}
              alt={`${name}, photo ${current + 1} of ${count}`}
              sizes={photoSizes.gallery}
              priority
            />
            <span className="absolute right-3 top-3 flex size-9 items-center justify-center rounded-full bg-ink/70 text-white opacity-90 group-hover/photo:opacity-100">
              <ExpandIcon className="size-5" />
            </span>
            {/* The focus ring, drawn over the photo: the frame clips a ring outside it, and the photo covers one inside. */}
            <span className="pointer-events-none absolute inset-0 rounded-lg group-focus-visible/photo:ring-3 group-focus-visible/photo:ring-focus group-focus-visible/photo:ring-inset" />
          </button>
        ) : (
          <VehiclePhoto src={undefined} alt={name} sizes={photoSizes.gallery} priority />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => go(current - 1)}
              className={cn(arrowClass, 'left-3')}
            >
              <ChevronLeftIcon className="size-6" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              onClick={() => go(current + 1)}
              className={cn(arrowClass, 'right-3')}
            >
              <ChevronRightIcon className="size-6" />
            </button>
          </>
        )}
        {count > 0 && (
          <p
            aria-live="polite"
            className="pointer-events-none absolute bottom-3 right-3 rounded-sm bg-ink/80 px-2 py-1 text-xs font-semibold text-white"
          >
            {current + 1} / {count}
          </p>
        )}
      </div>
      {count > 1 && (
        <ul aria-label="Thumbnails" className="-mx-1 mt-2 flex gap-2 overflow-x-auto p-1.5">
          {images.map((image, thumbIndex) => (
            <li key={`${image}-${thumbIndex}`} className="w-20 shrink-0 sm:w-24">
              <button
                type="button"
                aria-label={`Show photo ${thumbIndex + 1}`}
                aria-current={thumbIndex === current || undefined}
                onClick={() => go(thumbIndex)}
                className={cn(
                  'block w-full overflow-hidden rounded-md border-2',
                  thumbIndex === current ? 'border-ink' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <VehiclePhoto src={image} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullScreen && (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            name={name}
            index={current}
            onView={(shown) => setIndex(shown)}
            onClose={() => setFullScreen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
