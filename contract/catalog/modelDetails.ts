/**
 * Trims, specs and standard features by make: the large half of the catalogue, kept apart from makes.ts so that
 * screens needing only make and model names do not load it. Makes without an entry have model names only.
 */
import type { Make } from './makes.ts';
import { audi } from './models/audi.ts';
import { bmw } from './models/bmw.ts';
import { chevrolet } from './models/chevrolet.ts';
import { ford } from './models/ford.ts';
import { honda } from './models/honda.ts';
import { landRover } from './models/landRover.ts';
import { lexus } from './models/lexus.ts';
import { mercedesBenz } from './models/mercedesBenz.ts';
import { polestar } from './models/polestar.ts';
import { porsche } from './models/porsche.ts';
import { tesla } from './models/tesla.ts';
import { toyota } from './models/toyota.ts';
import type { ModelDetails } from './types.ts';

export const modelDetails: { readonly [M in Make]?: ModelDetails<M> } = {
  Audi: audi,
  BMW: bmw,
  Chevrolet: chevrolet,
  Ford: ford,
  Honda: honda,
  'Land Rover': landRover,
  Lexus: lexus,
  'Mercedes-Benz': mercedesBenz,
  Polestar: polestar,
  Porsche: porsche,
  Tesla: tesla,
  Toyota: toyota,
};
