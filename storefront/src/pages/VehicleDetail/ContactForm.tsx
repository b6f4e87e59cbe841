import { useId, useState, type FormEvent } from 'react';
import type { Vehicle } from '@contract/listings';
import { buttonClass } from '../../app/ui/buttonStyles';
import { fieldClass } from '../../app/ui/SelectField';
import { toast } from '../../features/toast/toastStore';
import { formatPrice, vehicleName } from '../../features/vehicles/vehicleFormat';
import { cn } from '../../lib/cn';
import { useSendEnquiry } from './useSendEnquiry';

/** The contact form's success toast stays 5 s (spec section 9). */
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

/** Subject and message start with text naming the vehicle and its price (spec section 5). */
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

function Field({ label, name, value, onChange, invalid, type = 'text', multiline, isRequired, autoComplete }: {
  label: string; name: keyof Fields; value: string; onChange: (value: string) => void; invalid: boolean;
  type?: string; multiline?: boolean; isRequired?: boolean; autoComplete?: string;
}) {
  const id = useId();
  const shared = {
    id,
    name,
    value,
    autoComplete,
    'aria-required': isRequired || undefined,
    'aria-invalid': invalid || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} className={cn(fieldClass, 'h-auto py-2', invalid && 'border-danger')} />
      ) : (
        <input {...shared} type={type} className={cn(fieldClass, invalid && 'border-danger')} />
      )}
    </div>
  );
}

/**
 * The enquiry form of the call/text panel (spec sections 4, 5, 8): required first name, last name, email, subject
 * and message; on success the spec's thank-you toast and the fields back to their defaults, boxes unticked.
 */
export function ContactForm({ vehicle }: { vehicle: Vehicle }) {
  const [fields, setFields] = useState(() => initialFields(vehicle));
  const [showErrors, setShowErrors] = useState(false);
  const send = useSendEnquiry();
  const set = <K extends keyof Fields>(key: K) => (value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const missing = (key: keyof Fields) => showErrors && required.includes(key as (typeof required)[number]) && !String(fields[key]).trim();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const firstMissing = required.find((key) => !fields[key].trim());
    if (firstMissing) {
      setShowErrors(true);
      toast({ title: 'Please fill in all required fields.', variant: 'destructive' });
      (event.currentTarget.elements.namedItem(firstMissing) as HTMLElement | null)?.focus();
      return;
    }
    send.mutate(
      { ...fields, vehicleId: vehicle.id },
      {
        onSuccess: () => {
          toast({
            title: 'Thank You!',
            description: `Thanks for reaching out about the ${vehicleName(vehicle)}! The seller will be in touch soon.`,
            duration: THANKS_DURATION_MS,
          });
          setFields(initialFields(vehicle));
          setShowErrors(false);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Contact about this vehicle" className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <Field label="First name" name="firstName" value={fields.firstName} onChange={set('firstName')} invalid={missing('firstName')} isRequired autoComplete="given-name" />
        <Field label="Last name" name="lastName" value={fields.lastName} onChange={set('lastName')} invalid={missing('lastName')} isRequired autoComplete="family-name" />
      </div>
      <Field label="Email" name="email" type="email" value={fields.email} onChange={set('email')} invalid={missing('email')} isRequired autoComplete="email" />
      <Field label="Phone (optional)" name="phone" type="tel" value={fields.phone} onChange={set('phone')} invalid={false} autoComplete="tel" />
      <Field label="Subject" name="subject" value={fields.subject} onChange={set('subject')} invalid={missing('subject')} isRequired />
      <Field label="Message" name="message" value={fields.message} onChange={set('message')} invalid={missing('message')} isRequired multiline />
      <fieldset className="space-y-2 pt-1">
        <legend className="sr-only">I am also interested in</legend>
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" checked={fields.isFinancingInterest} onChange={(event) => set('isFinancingInterest')(event.target.checked)} className="size-4 accent-ink" />
          I'm interested in financing
        </label>
        <label className="flex items-center gap-3 text-sm text-ink">
          <input type="checkbox" checked={fields.isTradeInInterest} onChange={(event) => set('isTradeInInterest')(event.target.checked)} className="size-4 accent-ink" />
          I have a vehicle to trade in
        </label>
      </fieldset>
      <button type="submit" disabled={send.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {send.isPending ? 'Sending…' : 'Send Message'}
      </button>
      <p className="text-xs text-muted">* Required. Our sales associate answers every enquiry; your details are not shared with the seller.</p>
    </form>
  );
}
