import { useState } from 'react';
import { cn } from '../../lib/cn';
import { fallbackPhotoUrl } from './photoFallback';
import { photoSources } from './photoSources';

export interface VehiclePhotoProps {
  /** A photo address as a listing stores it; missing or empty shows the fallback picture. */
  src?: string | null;
  alt: string;
  /** The rendered width for the srcset choice, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The first image a visitor sees (above the fold): loaded at once with high priority; all others lazily. */
  priority?: boolean;
  /** Classes for the 4:3 box (rounding, width); the image always covers the box. */
  className?: string;
}

/**
 * Every listing photo in the storefront. The box has a fixed 4:3 ratio, so the page does not move when the image
 * arrives; an address that fails to load (a removed file, a dead host) falls back to a neutral car silhouette.
 */
export function VehiclePhoto({ src, alt, sizes, priority = false, className }: VehiclePhotoProps) {
  // Remembers which address failed, so a new address (the gallery's next photo) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const address = src?.trim() || '';
  const usable = address !== '' && address !== failedSrc;
  const sources = usable ? photoSources(address) : { src: fallbackPhotoUrl };

  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden bg-surface', className)}>
      <img
        // A new key for a new address: the browser never shows the previous photo while the next one loads.
        key={sources.src}
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        width={1600}
        height={1200}
        onError={usable ? () => setFailedSrc(address) : undefined}
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
