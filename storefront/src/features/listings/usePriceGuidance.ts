/**
 * The listing form's price guidance: the market value of the car being described (GET /api/vehicles/market-value),
 * asked once the make, model, year and mileage are known and the seller has paused (a request per keystroke would
 * spend the call's rate limit). The previous answer stays shown while a changed car is valued, so the guidance
 * does not flicker; the price is not part of the call (its rating is worked out here, as it is typed).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MarketValueAnswer } from '@contract/marketValue';

/** How long the car must stay unchanged before it is valued. */
export const GUIDANCE_DEBOUNCE_MS = 400;

export interface DescribedCar {
  make: string;
  model: string;
  year: string;
  mileage: string;
  bodyType: string;
}

/** The call for the car, or null while it is not described enough to value. */
export function marketValueUrl(car: DescribedCar, listingId: number | null): string | null {
  const year = car.year.trim();
  const mileage = car.mileage.trim().replace(/,/g, '');
  if (!car.make.trim() || !car.model.trim() || !/^\d{4}$/.test(year) || !/^\d{1,7}$/.test(mileage)) return null;
  const params = new URLSearchParams({ make: car.make.trim(), model: car.model.trim(), year, mileage });
  if (car.bodyType) params.set('bodyType', car.bodyType);
  if (listingId !== null) params.set('listingId', String(listingId));
  return `/api/vehicles/market-value?${params.toString()}`;
}

/** `value` once it has stayed unchanged for `ms`; the first value at once (an edited listing opens described). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface PriceGuidanceState {
  /** False while the car is not described enough: nothing to show. */
  described: boolean;
  answer: MarketValueAnswer | undefined;
  /** A newer car is being valued (the answer shown is the previous one, or none yet). */
  updating: boolean;
  /** The call failed (over its limit, say): the form goes on without guidance. */
  failed: boolean;
}

/** `listingId`: the listing being edited, whose own price must not value it; null for a new one. */
export function usePriceGuidance(car: DescribedCar, listingId: number | null): PriceGuidanceState {
  const url = marketValueUrl(car, listingId);
  const settledUrl = useDebounced(url, GUIDANCE_DEBOUNCE_MS);
  const query = useQuery<MarketValueAnswer>({
    queryKey: [settledUrl],
    enabled: settledUrl !== null,
    placeholderData: (previous) => previous,
  });
  return {
    described: url !== null,
    answer: url !== null && settledUrl !== null ? query.data : undefined,
    updating: url !== settledUrl || query.isFetching,
    failed: query.isError,
  };
}
