/** The shapes of the vehicle catalogue: makes -> models -> trims, with specs and standard features. */
import type { BodyType, Drivetrain, FuelType, Transmission } from './listingOptions.ts';
import type { Make, ModelName } from './makes.ts';
import type { PresetFeature } from './presetFeatures.ts';

/**
 * The four listing fields the catalogue can fill. A field is left out wherever it differs between the cars sold
 * under that name (generations, options), because a wrong value is worse than none. Conventions: drivetrain is
 * 'fwd', 'rwd', 'awd' or '4wd' (as the maker sells it); 'automatic' is a two-pedal gearbox whose kind or number
 * of gears varies, an electric car's single speed included; 'premium-gasoline' only where the maker calls for
 * premium; '5-door-hatchback' is a liftback, '4-door-sedan' a 'four-door coupe' with a boot lid.
 */
export interface Specs {
  readonly bodyType?: BodyType;
  readonly fuelType?: FuelType;
  readonly transmission?: Transmission;
  readonly drivetrain?: Drivetrain;
}

/** A preset feature fitted as standard; `since` is the first model year it was, when it was not always. */
export type StandardFeature = PresetFeature | { readonly name: PresetFeature; readonly since: number };

export interface TrimDetail extends Specs {
  readonly name: string;
  /** Standard on this trim in addition to the model's features. */
  readonly features?: readonly StandardFeature[];
}

export interface ModelDetail {
  /** Defaults for the model's trims; a trim's own value wins. */
  readonly specs?: Specs;
  /** Standard on every trim of the model. */
  readonly features?: readonly StandardFeature[];
  readonly trims?: readonly TrimDetail[];
}

/** A trim as the queries hand it out: its own specs merged over the model's. */
export interface CatalogTrim extends Specs {
  readonly name: string;
}

/** One make's model details, keyed by the model names of makes.ts (a misspelt model does not compile). */
export type ModelDetails<M extends Make> = { readonly [Model in ModelName<M>]?: ModelDetail };

/** A trim as derived from NHTSA vPIC, for the model years from..to in which it had these specs. */
export interface DerivedTrim extends Specs {
  readonly name: string;
  readonly from: number;
  readonly to: number;
}

/** One make's derived trims, keyed by the model names of makes.ts. */
export type DerivedModels<M extends Make> = { readonly [Model in ModelName<M>]?: readonly DerivedTrim[] };
