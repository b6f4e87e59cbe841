import { useEffect, useRef, useState } from 'react';
import { fallbackFeatures } from '@contract/catalog/featureFallback';
import type { Specs } from '@contract/catalog/types';
import { requestFeatures, requestSpecs } from './generateCalls';
import type { ListingFormValues } from './listingFormValues';
import { vehicleDescription } from './specFill';

/** Features 1.5 s after make, model and year are set; specs 1 s after make, model, trim and year. */
export const FEATURES_DELAY_MS = 1500;
export const SPECS_DELAY_MS = 1000;

export function featureKey(values: ListingFormValues): string | null {
  const { make, model, year, trim } = values;
  return make && model && year ? [make, model, year, trim].join('|') : null;
}

export function specKey(values: ListingFormValues): string | null {
  const { make, model, year, trim } = values;
  return make && model && year && trim ? [make, model, year, trim].join('|') : null;
}

interface AutoFillOptions {
  /** Create mode only. */
  enabled: boolean;
  values: ListingFormValues;
  /** The values the form opened with (a restored draft): already complete, so not generated again. */
  initial: ListingFormValues;
  onFeatures: (features: string[]) => void;
  onSpecs: (specs: Specs) => void;
}

/**
 * Create mode's automatic features and specs. Each runs once per combination of its inputs, after its delay, and
 * an answer that arrives after the seller changed the car again is dropped. The values the form opened with count
 * as done, so restoring a draft does not overwrite the features the seller chose.
 */
export function useAutoFill({ enabled, values, initial, onFeatures, onSpecs }: AutoFillOptions) {
  const [generatingFeatures, setGeneratingFeatures] = useState(false);
  const doneFeatures = useRef(featureKey(initial));
  const doneSpecs = useRef(specKey(initial));
  const latest = useRef(values);
  latest.current = values;
  const callbacks = useRef({ onFeatures, onSpecs });
  callbacks.current = { onFeatures, onSpecs };

  const features = featureKey(values);
  const specs = specKey(values);

  useEffect(() => {
    if (!enabled || !features || features === doneFeatures.current) return;
    const timer = window.setTimeout(async () => {
      doneFeatures.current = features;
      const current = latest.current;
      setGeneratingFeatures(true);
      let generated: string[];
      try {
        generated = await requestFeatures({
          make: current.make,
          model: current.model,
          year: current.year,
          trim: current.trim,
          bodyType: current.bodyType,
          fuelType: current.fuelType,
          vehicleDescription: vehicleDescription(current),
        });
      } catch {
        // Generation failed: the catalogue's local feature list instead.
        generated = fallbackFeatures(current);
      } finally {
        setGeneratingFeatures(false);
      }
      if (featureKey(latest.current) === features) callbacks.current.onFeatures(generated);
    }, FEATURES_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, features]);

  useEffect(() => {
    if (!enabled || !specs || specs === doneSpecs.current) return;
    const timer = window.setTimeout(async () => {
      doneSpecs.current = specs;
      const { make, model, year, trim } = latest.current;
      try {
        const answer = await requestSpecs({ make, model, year, trim });
        if (specKey(latest.current) === specs) callbacks.current.onSpecs(answer);
      } catch (error) {
        // A failure is only logged; the seller picks the specs by hand.
        console.warn('Spec generation failed', error);
      }
    }, SPECS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, specs]);

  return { generatingFeatures };
}
