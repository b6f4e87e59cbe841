/** Card widths on the home carousel: 280 below 640 px, 290 below 768, 300 below 1024, 306. */
export const carouselCardClass = 'w-[280px] shrink-0 snap-start sm:w-[290px] md:w-[300px] lg:w-[306px]';
export const carouselCardSizes = '(min-width: 1024px) 306px, (min-width: 768px) 300px, (min-width: 640px) 290px, 280px';
export const carouselTrackClass =
  '-mx-4 flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-px-4 px-4 pb-4 pt-2 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:-mx-2 lg:scroll-px-2 lg:px-2';
