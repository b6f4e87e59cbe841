import type { ListingFormApi } from '../../features/listings/listingFormEdits';
import { FormSection } from './FormSection';
import { TextInputField } from './TextInputField';

/** Location Information: where the car is. The ZIP code places it in radius searches. */
export function LocationSection({ form }: { form: ListingFormApi }) {
  return (
    <FormSection title="Location Information">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInputField
          form={form}
          name="zipCode"
          label="ZIP Code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="e.g. 90210"
        />
        <TextInputField form={form} name="location" label="City, State" required placeholder="e.g. Austin, TX" />
      </div>
    </FormSection>
  );
}
