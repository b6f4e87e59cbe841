import { photoVariantUrls } from '@contract/photoVariants';

export interface PhotoSources {
  src: string;
  srcSet?: string;
}

/**
 * What an <img> needs for one photo address: a srcset over the stored variants when the address follows our
 * naming (`…-1600.webp`), so the browser picks the width the layout needs; the address alone otherwise
 * (a hosted service's, an older listing's). The 800 px variant is the plain src for browsers without srcset.
 */
export function photoSources(url: string): PhotoSources {
  const variants = photoVariantUrls(url);
  if (!variants) return { src: url };
  return {
    src: variants.find((variant) => variant.width === 800)?.url ?? url,
    srcSet: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
  };
}
