import { useMemo } from 'react';
import { listingMakes } from '@contract/catalog/makes';
import { bodyTypes, conditions, drivetrains, fuelTypes, listingYears, transmissions } from '@contract/catalog/listingOptions';
import { modelChoices, trimChoices, withCurrent } from '../../features/listings/catalogSelects';
import type { TextField } from '../../features/listings/listingFormValues';
import { optionLabel } from '../../features/vehicles/vehicleFormat';
import type { ListingFormState } from '../../features/listings/useListingForm';
import { FormSection } from './FormSection';
import { SelectInputField } from './SelectInputField';
import { TextInputField } from './TextInputField';

const labelled = (values: readonly string[], current: string) =>
  withCurrent(values, current).map((value) => ({ value, label: optionLabel(value) }));

const specSelects: ReadonlyArray<{ name: TextField; label: string; values: readonly string[] }> = [
  { name: 'bodyType', label: 'Body Type', values: bodyTypes },
  { name: 'fuelType', label: 'Fuel Type', values: fuelTypes },
  { name: 'transmission', label: 'Transmission', values: transmissions },
  { name: 'drivetrain', label: 'Drivetrain', values: drivetrains },
];

/** Vehicle Information: the catalogue's dependent selects, then the numbers, condition, specs and colours. */
export function VehicleInfoSection({ form }: { form: ListingFormState }) {
  const { make, model, trim, year, condition } = form.values;
  const years = useMemo(() => listingYears().map(String), []);
  const trims = trimChoices(make, model, trim);
  const modelChosen = make !== '' && model !== '';

  return (
    <FormSection title="Vehicle Information" description="Start with the make: the model and trim lists follow it.">
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <SelectInputField
          form={form}
          name="make"
          label="Make"
          required
          placeholder="Select make"
          choices={withCurrent(listingMakes, make)}
          onSelect={form.chooseMake}
        />
        <SelectInputField
          form={form}
          name="model"
          label="Model"
          required
          placeholder={make ? 'Select model' : 'Choose make first'}
          choices={modelChoices(make, model)}
          disabled={!make}
          onSelect={form.chooseModel}
        />
        {/* A model the catalogue lists no trims for: the seller types the trim. */}
        {modelChosen && trims.length === 0 ? (
          <TextInputField form={form} name="trim" label="Trim Level" placeholder="e.g. EX-L" />
        ) : (
          <SelectInputField
            form={form}
            name="trim"
            label="Trim Level"
            placeholder={modelChosen ? 'Select trim' : 'Choose model first'}
            choices={trims}
            disabled={!modelChosen}
          />
        )}
        <SelectInputField
          form={form}
          name="year"
          label="Year"
          required
          placeholder="Select year"
          choices={withCurrent(years, year)}
        />
        <TextInputField form={form} name="mileage" label="Mileage" required inputMode="numeric" placeholder="e.g. 32,500" />
        <TextInputField form={form} name="price" label="Price" required inputMode="decimal" placeholder="e.g. $45,000" />
        <SelectInputField
          form={form}
          name="condition"
          label="Condition"
          required
          placeholder="Select condition"
          choices={labelled(conditions, condition)}
        />
        {specSelects.map(({ name, label, values }) => (
          <SelectInputField
            key={name}
            form={form}
            name={name}
            label={label}
            placeholder={`Select ${label.toLowerCase()}`}
            choices={labelled(values, form.values[name] as string)}
          />
        ))}
        <TextInputField form={form} name="exteriorColor" label="Exterior Color" placeholder="e.g. Alpine White" />
        <TextInputField form={form} name="interiorColor" label="Interior Color" placeholder="e.g. Black leather" />
      </div>
    </FormSection>
  );
}
