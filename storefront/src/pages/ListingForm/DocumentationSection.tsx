import { useId, useState } from 'react';
import { limits } from '@contract/catalog/listingOptions';
import { buttonClass } from '../../app/ui/buttonStyles';
import { addEntry, removeEntry } from '../../features/listings/entryList';
import { requestVinDecode } from '../../features/listings/generateCalls';
import type { ListingFormState } from '../../features/listings/useListingForm';
import { applyDecodedVin } from '../../features/listings/vinFill';
import { toast } from '../../features/toast/toastStore';
import { errorMessage } from '../../lib/api';
import { EntryInput } from './EntryInput';
import { controlClass, FormField } from './FormField';
import { FormSection } from './FormSection';
import { RemovableChip } from './RemovableChip';
import { TextInputField } from './TextInputField';

/**
 * Vehicle Documentation, for the admin's review only (never shown publicly): VIN, Carfax report, recent services.
 * 'Decode VIN' (beyond the spec) fills make, model, year, trim and specs from the VIN.
 */
export function DocumentationSection({ form }: { form: ListingFormState }) {
  const [decoding, setDecoding] = useState(false);
  const servicesLabelId = useId();
  const { values, errors } = form;

  async function decode() {
    const vin = values.vin.trim();
    if (vin.length !== limits.vinLength) {
      form.showServerErrors({ vin: `VIN must be exactly ${limits.vinLength} characters` });
      return;
    }
    setDecoding(true);
    try {
      const decoded = await requestVinDecode(vin);
      form.fill((current) => applyDecodedVin(current, decoded), ['make', 'model', 'year', 'bodyType', 'fuelType', 'transmission', 'drivetrain']);
      toast({ title: 'VIN decoded', description: `Filled in the ${decoded.year} ${decoded.make} ${decoded.model}.` });
    } catch (error) {
      const message = errorMessage(error);
      form.showServerErrors({ vin: message });
      toast({ title: 'Could not decode VIN', description: message, variant: 'destructive' });
    } finally {
      setDecoding(false);
    }
  }

  return (
    <FormSection
      title="Vehicle Documentation"
      badge="ADMIN ONLY"
      description="Internal: seen by our review team only, never shown publicly."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="VIN" required hint="Must be exactly 17 characters" error={errors.vin}>
          {(wiring) => (
            <div className="flex gap-2">
              <input
                {...wiring}
                name="vin"
                maxLength={limits.vinLength}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={values.vin}
                onChange={(event) => form.setField('vin', event.target.value.toUpperCase())}
                className={controlClass(Boolean(errors.vin), 'h-11 min-w-0 flex-1 font-mono tracking-wider')}
              />
              <button
                type="button"
                onClick={decode}
                disabled={decoding}
                className={buttonClass('outline', 'md', 'shrink-0 px-4')}
              >
                {decoding ? 'Decoding...' : 'Decode VIN'}
              </button>
            </div>
          )}
        </FormField>
        <TextInputField
          form={form}
          name="carfaxReportUrl"
          label="Carfax Report URL"
          type="url"
          inputMode="url"
          placeholder="https://www.carfax.com/..."
        />
        <div className="sm:col-span-2">
          <p className="mb-1.5 text-sm font-medium text-ink" id={servicesLabelId}>
            Recent Service History
          </p>
          <EntryInput
            label="Service"
            placeholder="e.g. Oil change at 30,000 miles"
            onAdd={(entry) => form.setList('recentServices', (list) => addEntry(list, entry))}
          />
          {values.recentServices.length > 0 && (
            <ul aria-labelledby={servicesLabelId} className="mt-3 flex flex-wrap gap-2">
              {values.recentServices.map((service, index) => (
                <RemovableChip
                  key={service}
                  label={service}
                  onRemove={() => form.setList('recentServices', (list) => removeEntry(list, index))}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </FormSection>
  );
}
