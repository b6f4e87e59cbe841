import { useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { limits } from '@contract/catalog/listingOptions';
import { vehicleName } from '@contract/format';
import { addEntry, removeEntry } from '../../features/listings/entryList';
import { requestVinDecode } from '../../features/listings/generateCalls';
import { editFields, fillFields, type ListingFormApi } from '../../features/listings/listingFormEdits';
import { applyDecodedVin } from '../../features/listings/vinFill';
import { toast } from '../../features/toast/toastStore';
import { errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass, Field } from '../../ui/Field';
import { EntryInput } from './EntryInput';
import { FormSection } from '../../ui/FormSection';
import { RemovableChip } from './RemovableChip';
import { TextInputField } from './TextInputField';

/** A refused VIN: shown by the field until the seller changes it, like a server's message. */
function refuseVin(form: ListingFormApi, message: string) {
  form.setError('vin', { type: 'server', message });
}

/**
 * Vehicle Documentation, for the admin's review only (never shown publicly): VIN, Carfax report, recent services.
 * 'Decode VIN' fills make, model, year, trim and specs from the VIN.
 */
export function DocumentationSection({ form }: { form: ListingFormApi }) {
  const [decoding, setDecoding] = useState(false);
  const servicesLabelId = useId();
  const { field: vinField, fieldState: vinState } = useController({ name: 'vin', control: form.control });
  const recentServices = useWatch({ control: form.control, name: 'recentServices' });
  const vinError = vinState.error?.message;
  const setServices = (change: (list: string[]) => string[]) =>
    editFields(form, { recentServices: change(form.getValues('recentServices')) });

  async function decode() {
    const vin = vinField.value.trim();
    if (vin.length !== limits.vinLength) {
      refuseVin(form, `VIN must be exactly ${limits.vinLength} characters`);
      return;
    }
    setDecoding(true);
    try {
      const decoded = await requestVinDecode(vin);
      fillFields(form, applyDecodedVin(form.getValues(), decoded), [
        'make',
        'model',
        'year',
        'bodyType',
        'fuelType',
        'transmission',
        'drivetrain',
      ]);
      toast({ title: 'VIN decoded', description: `Filled in the ${vehicleName(decoded)}.` });
    } catch (error) {
      const message = errorMessage(error);
      refuseVin(form, message);
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
        <Field label="VIN" required hint="Must be exactly 17 characters" error={vinError}>
          {(wiring) => (
            <div className="flex gap-2">
              <input
                {...wiring}
                name="vin"
                maxLength={limits.vinLength}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={vinField.value}
                onChange={(event) => editFields(form, { vin: event.target.value.toUpperCase() })}
                className={controlClass(Boolean(vinError), 'h-11 min-w-0 flex-1 font-mono tracking-wider')}
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
        </Field>
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
            onAdd={(entry) => setServices((list) => addEntry(list, entry))}
          />
          {recentServices.length > 0 && (
            <ul aria-labelledby={servicesLabelId} className="mt-3 flex flex-wrap gap-2">
              {recentServices.map((service, index) => (
                <RemovableChip
                  key={service}
                  label={service}
                  onRemove={() => setServices((list) => removeEntry(list, index))}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </FormSection>
  );
}
