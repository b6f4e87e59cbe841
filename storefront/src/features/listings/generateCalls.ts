/**
 * The listing form's helper calls (spec section 7, and VIN decoding beyond it). Plain functions: the form decides
 * when to call them and what to do when they fail.
 */
import type { Specs } from '@contract/catalog/types';
import type { FeaturesRequest, SpecsRequest } from '@contract/generate';
import type { DecodedVin } from '@cms/generate/vin';
import { apiRequest } from '../../lib/api';

export async function requestSpecs(request: SpecsRequest): Promise<Specs> {
  const response = await apiRequest('POST', '/api/vehicles/specs/generate', request);
  return (await response.json()) as Specs;
}

export async function requestFeatures(request: FeaturesRequest): Promise<string[]> {
  const response = await apiRequest('POST', '/api/vehicles/features/generate', request);
  const { features } = (await response.json()) as { features?: unknown };
  return Array.isArray(features) ? features.filter((feature): feature is string => typeof feature === 'string') : [];
}

/**
 * POST /api/vehicles/vin/decode answers the server's DecodedVin. A type-only import (erased from the bundle); the
 * type belongs in contract/generate.ts, where the server would export it from.
 */
export type { DecodedVin } from '@cms/generate/vin';

export async function requestVinDecode(vin: string): Promise<DecodedVin> {
  const response = await apiRequest('POST', '/api/vehicles/vin/decode', { vin });
  return (await response.json()) as DecodedVin;
}
