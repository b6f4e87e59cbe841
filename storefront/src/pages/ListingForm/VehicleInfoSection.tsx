import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { listingMakes } from '@contract/catalog/makes';
import {
  bodyTypes,
  conditions,
  drivetrains,
  fuelTypes,
  listingYears,
  transmissions,
} from '@contract/catalog/listingOptions';
import { optionLabel } from '@contract/format';
import {
  modelChoices,
  trimChoices,
  trimSuggestions,
  withCurrent,
  withMake,
  withModel,
} from '../../features/listings/catalogSelects';
import { PriceGuidance } from '../../features/listings/PriceGuidance';
import { useDerivedTrims } from '../../features/listings/useDerivedTrims';
import { editFields, type ListingFormApi } from '../../features/listings/listingFormEdits';
import type { TextField } from '../../features/listings/listingFormValues';
import { FormSection } from '../../ui/FormSection';
import { SelectInputField } from './SelectInputField';
import { TextInputField } from './TextInputField';

const labelled = (values: readonly string[], current: string) =>
  withCurrent(values, current).map((value) => ({ value, label: optionLabel(value) }));

const specSelects: ReadonlyArray<{ name: TextField; label: string; options: readonly string[] }> = [
  { name: 'bodyType', label: 'Body Type', options: bodyTypes },
  { name: 'fuelType', label: 'Fuel Type', options: fuelTypes },
  { name: 'transmission', label: 'Transmission', options: transmissions },
  { name: 'drivetrain', label: 'Drivetrain', options: drivetrains },
];

/** Vehicle Information: the catalogue's dependent selects, then the numbers, condition, specs and colours. */
/** `listingId`: the listing being edited, left out of its own price guidance; null for a new one. */
export function VehicleInfoSection({ form, listingId }: { form: ListingFormApi; listingId: number | null }) {
  const values = useWatch({ control: form.control });
  const {
    make = '',
    model = '',
    trim = '',
    year = '',
    condition = '',
    mileage = '',
    price = '',
    bodyType = '',
  } = values;
  const years = useMemo(() => listingYears().map(String), []);
  const trims = trimChoices(make, model, trim);
  const derivedTrims = useDerivedTrims(make);
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
          onSelect={(next) => editFields(form, withMake(form.getValues(), next))}
        />
        <SelectInputField
          form={form}
          name="model"
          label="Model"
          required
          placeholder={make ? 'Select model' : 'Choose make first'}
          choices={modelChoices(make, model)}
          disabled={!make}
          onSelect={(next) => editFields(form, withModel(form.getValues(), next))}
        />
        {/* A model the catalogue lists no trims for: the seller types the trim, with vPIC's names suggested. */}
        {modelChosen && trims.length === 0 ? (
          <TextInputField
            form={form}
            name="trim"
            label="Trim Level"
            placeholder="e.g. EX-L"
            suggestions={trimSuggestions(model, year, derivedTrims)}
          />
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
        <TextInputField
          form={form}
          name="mileage"
          label="Mileage"
          required
          inputMode="numeric"
          placeholder="e.g. 32,500"
        />
        <TextInputField
          form={form}
          name="price"
          label="Price"
          required
          inputMode="decimal"
          placeholder="e.g. $45,000"
        />
        <PriceGuidance
          car={{ make, model, year, mileage, bodyType }}
          price={price}
          listingId={listingId}
          className="sm:col-span-2 lg:col-span-3"
        />
        <SelectInputField
          form={form}
          name="condition"
          label="Condition"
          required
          placeholder="Select condition"
          choices={labelled(conditions, condition)}
        />
        {specSelects.map(({ name, label, options }) => (
          <SelectInputField
            key={name}
            form={form}
            name={name}
            label={label}
            placeholder={`Select ${label.toLowerCase()}`}
            choices={labelled(options, values[name] ?? '')}
          />
        ))}
        <TextInputField form={form} name="exteriorColor" label="Exterior Color" placeholder="e.g. Alpine White" />
        <TextInputField form={form} name="interiorColor" label="Interior Color" placeholder="e.g. Black leather" />
      </div>
    </FormSection>
  );
}
