/**
 * One make's trims derived from vPIC, loaded when the seller picks the make: each make is its own small chunk,
 * so the listing form does not carry every make's trims (about 100 KB gzipped together).
 */
import { useQuery } from '@tanstack/react-query';
import { derivedModuleName, type DerivedMake } from '@contract/catalog/derivedTrims';
import { findMake } from '@contract/catalog/catalogQueries';

const loaders = import.meta.glob<DerivedMake>(['@contract/catalog/derived/*.ts', '!**/index.ts'], {
  import: 'trims',
});

function loaderOf(make: string) {
  const suffix = `/${derivedModuleName(make)}.ts`;
  return Object.entries(loaders).find(([file]) => file.endsWith(suffix))?.[1];
}

/** The make's derived trims; undefined while loading or for a make vPIC gave none for. */
export function useDerivedTrims(make: string): DerivedMake | undefined {
  const known = findMake(make);
  const load = known ? loaderOf(known) : undefined;
  return useQuery({
    queryKey: ['derived-trims', known],
    queryFn: () => load!(),
    enabled: Boolean(load),
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
