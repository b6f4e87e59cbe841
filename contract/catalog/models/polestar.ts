/** Polestar: model-wide specs, so that an unlisted trim still gets them (the Polestar 1 is a plug-in hybrid). */
import type { ModelDetails } from '../types.ts';

export const polestar: ModelDetails<'Polestar'> = {
  1: { specs: { bodyType: 'coupe', fuelType: 'plug-in-hybrid', drivetrain: 'awd', transmission: '8-speed-automatic' } },
  2: { specs: { bodyType: '5-door-hatchback', fuelType: 'electric', transmission: 'automatic' } },
  3: { specs: { bodyType: 'suv', fuelType: 'electric', transmission: 'automatic' } },
  4: { specs: { bodyType: 'suv', fuelType: 'electric', transmission: 'automatic' } },
};
