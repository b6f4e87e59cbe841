/**
 * The listing form's helper calls. Plain functions: the form decides
 * when to call them and what to do when they fail.
 */
import type { Specs } from '@contract/catalog/types';
import type { DecodedVin, FeaturesRequest, SpecsRequest } from '@contract/generate';
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

export type { DecodedVin } from '@contract/generate';

export async function requestVinDecode(vin: string): Promise<DecodedVin> {
  const response = await apiRequest('POST', '/api/vehicles/vin/decode', { vin });
  return (await response.json()) as DecodedVin;
}
