import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Path, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { brand } from '@contract/brand';
import { contactRequestSchema } from '@contract/contact';
import { creditBands, incomeBands, type CreditBand, type IncomeBand } from '@contract/financing';
import type { Vehicle } from '@contract/listings';
import { apiErrorBody, apiFieldErrors, ApiError } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass, Field } from '../../ui/Field';
import { AlertIcon, CheckBadgeIcon } from '../../ui/icons';
import { SelectControl } from '../../ui/SelectField';
import { useRequestPreQualification } from './useRequestPreQualification';
import { SubmitButton } from '../../ui/SubmitButton';

/** The form as typed: text fields, bands not chosen yet (''), the down payment as written ("$5,000"). */
export interface PreQualificationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  financing: { incomeBand: IncomeBand | ''; creditBand: CreditBand | ''; downPayment: string };
}
type PreQualificationRequest = z.output<typeof contactRequestSchema>;

const emptyValues: PreQualificationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  financing: { incomeBand: '', creditBand: '', downPayment: '' },
};

/** The fields, in the order a refused request's messages are shown and the first one focused. */
const fieldOrder: Path<PreQualificationValues>[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'financing.incomeBand',
  'financing.creditBand',
  'financing.downPayment',
  'message',
];

export const THANKS_TEXT = 'Thanks — a financing specialist will contact you within one business day.';

// The server's own schema (POST /api/contact with `financing`), over the form's typed values: the bands start empty,
// which the schema refuses with "Choose your …", and the down payment is parsed from what the buyer wrote.
const resolver = zodResolver(contactRequestSchema) as unknown as Resolver<
  PreQualificationValues,
  unknown,
  PreQualificationRequest
>;

/** What the form says when the server refused the request for a reason no field shows. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) {
    const body = apiErrorBody(error);
    if (body) return body.message;
  }
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return `Your request could not be sent. Please try again, or call us at ${brand.phoneDisplay}.`;
}

function TextField({
  label,
  registration,
  error,
  type = 'text',
  required,
  autoComplete,
  hint,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
}) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(wiring) => (
        <input
          {...wiring}
          {...registration}
          type={type}
          autoComplete={autoComplete}
          className={controlClass(Boolean(error), 'h-11')}
        />
      )}
    </Field>
  );
}

function BandField({
  label,
  registration,
  error,
  bands,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  bands: readonly { value: string; label: string }[];
}) {
  return (
    <Field label={label} required error={error}>
      {(wiring) => (
        <SelectControl {...wiring} {...registration} invalid={Boolean(error)}>
          <option value="">Choose a range</option>
          {bands.map((band) => (
            <option key={band.value} value={band.value}>
              {band.label}
            </option>
          ))}
        </SelectControl>
      )}
    </Field>
  );
}

/**
 * The financing page's pre-qualification request: name, email, phone, income and credit bands, down payment and an
 * optional message, with the car the buyer came from. Validated by the server's schema (messages under each
 * field); the server's own refusals go to the fields they name. On success a thank-you and an empty form.
 */
export function PreQualificationForm({ vehicle }: { vehicle?: Vehicle }) {
  const send = useRequestPreQualification();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const form = useForm<PreQualificationValues, unknown, PreQualificationRequest>({
    resolver,
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;

  // The thanks appears at the form's top while the buyer is at its foot: bring it into view and have it read out.
  useEffect(() => {
    if (sentTo !== null) thanksRef.current?.focus();
  }, [sentTo]);

  const submit = form.handleSubmit((request) => {
    setSentTo(null);
    setFailure(null);
    send.mutate(
      { ...request, isFinancingInterest: true, vehicleId: vehicle?.id },
      {
        onSuccess: () => {
          setSentTo(request.firstName);
          form.reset(emptyValues);
        },
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error);
          showServerErrors(form.setError, fieldOrder, fieldErrors);
          const first = fieldOrder.find((name) => fieldErrors[name]);
          if (first) {
            setFailure('Please correct the marked fields.');
            form.setFocus(first);
          } else setFailure(failureText(error));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Financing pre-qualification" className="space-y-5">
      {sentTo !== null && (
        <div
          ref={thanksRef}
          tabIndex={-1}
          role="status"
          className="flex scroll-mt-24 gap-3 rounded-md border border-positive bg-positive-soft p-4 text-sm text-ink"
        >
          <CheckBadgeIcon className="mt-0.5 size-5 shrink-0 text-positive" />
          <div>
            <p className="font-semibold">{sentTo ? `Request sent, ${sentTo}.` : 'Request sent.'}</p>
            <p className="mt-1">{THANKS_TEXT}</p>
          </div>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          registration={form.register('firstName')}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          registration={form.register('lastName')}
          error={errors.lastName?.message}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          registration={form.register('email')}
          error={errors.email?.message}
        />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          registration={form.register('phone')}
          error={errors.phone?.message}
        />
        <BandField
          label="Yearly income"
          bands={incomeBands}
          registration={form.register('financing.incomeBand')}
          error={errors.financing?.incomeBand?.message}
        />
        <BandField
          label="Credit score"
          bands={creditBands}
          registration={form.register('financing.creditBand')}
          error={errors.financing?.creditBand?.message}
        />
        <Field
          label="Down payment"
          required
          error={errors.financing?.downPayment?.message}
          hint="In dollars; enter 0 if you have none."
        >
          {(wiring) => (
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-base text-muted sm:text-sm"
              >
                $
              </span>
              <input
                {...wiring}
                {...form.register('financing.downPayment')}
                inputMode="numeric"
                autoComplete="off"
                className={controlClass(Boolean(errors.financing?.downPayment), 'h-11 pl-7')}
              />
            </div>
          )}
        </Field>
      </div>
      <Field label="Message (optional)" error={errors.message?.message}>
        {(wiring) => (
          <textarea
            {...wiring}
            {...form.register('message')}
            rows={4}
            placeholder="Anything our specialist should know: a trade-in, a co-buyer, the best time to call…"
            className={controlClass(Boolean(errors.message), 'py-2')}
          />
        )}
      </Field>
      {failure && (
        <div role="alert" className="flex gap-3 rounded-md border border-danger bg-danger-soft p-4 text-sm text-ink">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
          <p>{failure}</p>
        </div>
      )}
      <SubmitButton disabled={send.isPending} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
        {send.isPending ? 'Sending…' : 'Get pre-qualified'}
      </SubmitButton>
      <p className="text-xs text-muted">
        * Required. Sending this request does not run a credit check. Our financing team may call, text or email you
        about it; rates and terms are set by the lender, and pre-qualification is not a commitment to lend.
      </p>
    </form>
  );
}
