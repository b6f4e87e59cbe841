import type { ListingFormApi } from '../../features/listings/listingFormEdits';
import { useZipAutoFill } from '../../features/listings/useZipAutoFill';
import { FormSection } from '../../ui/FormSection';
import { TextInputField } from './TextInputField';

/**
 * Location Information: where the car is. The ZIP code places it in radius searches, and fills 'City, State' while
 * the seller has not written one.
 */
export function LocationSection({ form }: { form: ListingFormApi }) {
  const filledFromZip = useZipAutoFill(form);
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
        <TextInputField
          form={form}
          name="location"
          label="City, State"
          required
          placeholder="e.g. Austin, TX"
          hint={filledFromZip ? 'Filled in from the ZIP code. Change it if the car is elsewhere.' : undefined}
        />
      </div>
    </FormSection>
  );
}
