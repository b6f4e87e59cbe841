import type { ListingFormApi } from '../../features/listings/listingFormEdits';
import { FormSection } from '../../ui/FormSection';
import { TextInputField } from './TextInputField';

/** Contact Information: how our sales associate reaches the seller. Never shown to buyers. */
export function ContactSection({ form }: { form: ListingFormApi }) {
  return (
    <FormSection title="Contact Information" description="For our sales associate only: buyers never see your details.">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInputField form={form} name="contactFirstName" label="First Name" required autoComplete="given-name" />
        <TextInputField form={form} name="contactLastName" label="Last Name" required autoComplete="family-name" />
        <TextInputField
          form={form}
          name="contactPhone"
          label="Phone Number"
          required
          type="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
        />
        <TextInputField
          form={form}
          name="contactEmail"
          label="Email"
          required
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <TextInputField
          form={form}
          name="contactLocation"
          label="Contact Location"
          className="sm:col-span-2"
          placeholder="Where to reach you, if not where the car is"
        />
      </div>
    </FormSection>
  );
}
