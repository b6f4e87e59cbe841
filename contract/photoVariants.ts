/**
 * The naming of the stored WebP variants, which lets any screen build a srcset from the one address a listing
 * stores. Free of zod on purpose: every photo on every page imports it.
 */

/** Widths of the stored variants, smallest first; the largest is the listing's `secure_url`. */
export const photoWidths = [400, 800, 1600] as const;
export type PhotoWidth = (typeof photoWidths)[number];

/**
 * The rendered widths of the photos a page shows first, for the srcset choice. The server preloads those photos with
 * the same sizes, so the browser fetches the file the <img> will ask for, and only once.
 */
export const photoSizes = {
  /** A vehicle page's gallery. */
  gallery: '(min-width: 1024px) 760px, 100vw',
  /** A card in a listing grid of up to four columns. */
  grid: '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
} as const;

const variantSuffix = /-(400|800|1600)\.webp$/;

/** The stored file name of one variant of an upload named `base`. */
export function variantFileName(base: string, width: PhotoWidth): string {
  return `${base}-${width}.webp`;
}

/**
 * The variants of a photo address that follows our naming (`…-1600.webp`), smallest first; null for any other
 * address (a hosted service's, an old listing's), which is then shown as it is.
 */
export function photoVariantUrls(url: string): { width: PhotoWidth; url: string }[] | null {
  const [path, query] = splitQuery(url);
  if (!variantSuffix.test(path)) return null;
  return photoWidths.map((width) => ({ width, url: path.replace(variantSuffix, `-${width}.webp`) + query }));
}

function splitQuery(url: string): [string, string] {
  const index = url.search(/[?#]/);
  return index < 0 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}
