/** Query keys of the seller's calls: the URL first, as the default reader GETs it (spec section 7). */
export const myListingsKey = ['/api/user/vehicles'] as const;

export function vehicleKey(id: number | string): readonly [string] {
  return [`/api/vehicles/${id}`];
}
