/** The six brand tiles of the seller landing; each links to /search?make={brand}. */
export const featuredBrands = ['BMW', 'Mercedes', 'Lexus', 'Land Rover', 'Corvette', 'Porsche'] as const;

export function brandSearchUrl(make: string): string {
  return `/search?make=${encodeURIComponent(make)}`;
}
