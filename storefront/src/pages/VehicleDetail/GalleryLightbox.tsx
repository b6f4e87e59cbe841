/**
 * The gallery's full-screen view (yet-another-react-lightbox): swipe, arrow keys, Escape, the 'n / total' counter,
 * wrapping at both ends like the gallery. Its own chunk, loaded on the first open, so the detail page does not ship
 * it to buyers who never open it. The library's stylesheet is a file (no inline <style>), and what it sets at run
 * time goes through the CSSOM, which the CSP allows.
 */
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { photoVariantUrls } from '@contract/photoVariants';

export interface GalleryLightboxProps {
  images: string[];
  name: string;
  /** The photo it opens at. */
  index: number;
  onClose: () => void;
  /** Each photo shown, so the gallery behind follows and shows the last one when the view closes. */
  onView: (index: number) => void;
}

/** One photo as a slide: the stored variants (4:3) for the screen's width, or the address alone. */
function slide(address: string, alt: string): SlideImage {
  const variants = photoVariantUrls(address);
  if (!variants) return { src: address, alt };
  return {
    src: variants.at(-1)!.url,
    alt,
    width: 1600,
    height: 1200,
    srcSet: variants.map((variant) => ({ src: variant.url, width: variant.width, height: (variant.width * 3) / 4 })),
  };
}

export default function GalleryLightbox({ images, name, index, onClose, onView }: GalleryLightboxProps) {
  const slides = images.map((address, at) => slide(address, `${name}, photo ${at + 1} of ${images.length}`));
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Counter]}
      on={{ view: ({ index: shown }) => onView(shown) }}
      // One photo: nothing to page through, so no arrows.
      render={images.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      carousel={{ finite: images.length < 2 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: `Photos of ${name}, full screen`,
        Carousel: 'Photos',
        'Photo gallery': `Photos of ${name}`,
        Slide: 'Photo',
        Previous: 'Previous photo',
        Next: 'Next photo',
        Close: 'Close full screen',
      }}
    />
  );
}
