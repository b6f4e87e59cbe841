import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { brand } from '@contract/brand';
import { contactRequestSchema, type ContactRequest } from '@contract/contact';
import { formatPrice, vehicleName } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { toast } from '../../features/toast/toastStore';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass, Field } from '../../ui/Field';
import { useSendEnquiry } from './useSendEnquiry';
import { SubmitButton } from '../../ui/SubmitButton';

/** The contact form's success toast stays 5 s. */
const THANKS_DURATION_MS = 5000;

type Fields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  isFinancingInterest: boolean;
  isTradeInInterest: boolean;
};
const required = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/** Subject and message start with text naming the vehicle and its price. */
export function initialFields(vehicle: Vehicle): Fields {
  const name = vehicleName(vehicle);
  const price = formatPrice(vehicle.price);
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    subject: `Inquiry about the ${name} (${price})`,
    message: `Hi, I'm interested in the ${name} listed at ${price}. Is it still available? Please get in touch with more details.`,
    isFinancingInterest: false,
    isTradeInInterest: false,
  };
}

/** The toast for a refused submit: an empty required field says so; otherwise the first field's own message. */
function invalidToast(errors: FieldErrors<ContactRequest>, values: ContactRequest) {
  if (required.some((name) => !values[name]?.trim())) {
    toast({ title: 'Please fill in all required fields.', variant: 'destructive' });
    return;
  }
  const first = Object.values(errors).find((error) => error?.message);
  toast({ title: 'Error', description: first?.message, variant: 'destructive' });
}

function ContactField({
  label,
  registration,
  invalid,
  type = 'text',
  multiline,
  isRequired,
  autoComplete,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  invalid: boolean;
  type?: string;
  multiline?: boolean;
  isRequired?: boolean;
  autoComplete?: string;
}) {
  // No message under the field: the toast says what is wrong, the field is marked (aria-invalid) and focused.
  return (
    <Field label={label} required={isRequired} invalid={invalid}>
      {(wiring) =>
        multiline ? (
          <textarea
            {...wiring}
            {...registration}
            autoComplete={autoComplete}
            rows={5}
            className={controlClass(invalid, 'py-2')}
          />
        ) : (
          <input
            {...wiring}
            {...registration}
            type={type}
            autoComplete={autoComplete}
            className={controlClass(invalid, 'h-11')}
          />
        )
      }
    </Field>
  );
}

/**
 * The enquiry form of the call/text panel, validated by the contract's schema (the one the server applies):
 * required first name, last name, email, subject and message; on success a thank-you toast and the fields back to
 * their defaults, boxes unticked.
 */
export function ContactForm({ vehicle }: { vehicle: Vehicle }) {
  const send = useSendEnquiry();
  const form = useForm<ContactRequest, unknown, z.output<typeof contactRequestSchema>>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: initialFields(vehicle),
  });
  const { errors } = form.formState;
  const field = (name: keyof Fields) => ({ registration: form.register(name), invalid: Boolean(errors[name]) });

  const submit = form.handleSubmit(
    (enquiry) =>
      send.mutate(
        { ...enquiry, vehicleId: vehicle.id },
        {
          onSuccess: () => {
            toast({
              title: 'Thank You!',
              description: `Thanks for reaching out about the ${vehicleName(vehicle)}! The seller will be in touch soon.`,
              duration: THANKS_DURATION_MS,
            });
            form.reset(initialFields(vehicle));
          },
          onError: () =>
            toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }),
        },
      ),
    (invalid) => invalidToast(invalid, form.getValues()),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Contact about this vehicle" className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <ContactField label="First name" {...field('firstName')} isRequired autoComplete="given-name" />
        <ContactField label="Last name" {...field('lastName')} isRequired autoComplete="family-name" />
      </div>
      <ContactField label="Email" type="email" {...field('email')} isRequired autoComplete="email" />
      <ContactField label="Phone (optional)" type="tel" {...field('phone')} autoComplete="tel" />
      <ContactField label="Subject" {...field('subject')} isRequired />
      <ContactField label="Message" {...field('message')} isRequired multiline />
      <fieldset className="space-y-2 pt-1">
        <legend className="sr-only">I am also interested in</legend>
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" {...form.register('isFinancingInterest')} className="size-4 accent-ink" />
          I'm interested in financing
        </label>
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" {...form.register('isTradeInInterest')} className="size-4 accent-ink" />I have a
          vehicle to trade in
        </label>
      </fieldset>
      <SubmitButton disabled={send.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {send.isPending ? 'Sending…' : 'Send Message'}
      </SubmitButton>
      {/* The spec's thank-you says the seller will be in touch: the seller's associate answers, for the seller. */}
      <p className="text-xs text-muted">
        * Required. Your message goes to the seller's dedicated {brand.name} sales associate, who answers every buyer.
      </p>
    </form>
  );
}
