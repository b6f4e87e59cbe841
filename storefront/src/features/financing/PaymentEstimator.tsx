import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '@contract/format';
import { controlClass, Field } from '../../ui/Field';
import { SelectField } from '../../ui/SelectField';
import { DEFAULT_DOWN_SHARE, DEFAULT_TERM, estimatePayment, LOWEST_APR, loanTerms, MAX_APR } from './paymentEstimate';

const toNumber = (text: string) => Number(text.replace(/[$,\s%]/g, ''));

function NumberField({
  label,
  value,
  onChange,
  suffix,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  suffix?: string;
}) {
  return (
    <Field label={label}>
      {(wiring) => (
        <div className="relative">
          <input
            {...wiring}
            inputMode="decimal"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={controlClass(false, 'h-11')}
          />
          {suffix && (
            <span className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted">
              {suffix}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}

/** Price, down payment, APR (from 3.75%) and term give an estimated monthly payment; links to Financing. */
export function PaymentEstimator({ price }: { price: number }) {
  const [amount, setAmount] = useState(String(Math.round(price)));
  const [down, setDown] = useState(String(Math.round(price * DEFAULT_DOWN_SHARE)));
  const [apr, setApr] = useState(String(LOWEST_APR));
  const [months, setMonths] = useState(DEFAULT_TERM);
  const estimate = estimatePayment({
    price: toNumber(amount),
    downPayment: toNumber(down),
    apr: toNumber(apr),
    months,
  });
  const aprNumber = toNumber(apr);
  const aprNote = Number.isFinite(aprNumber) && aprNumber < LOWEST_APR ? `Rates start at ${LOWEST_APR}% APR.` : null;

  return (
    <section aria-labelledby="estimate-heading" className="rounded-lg border border-line bg-white p-5 shadow-card">
      <h2 id="estimate-heading" className="text-lg font-semibold">
        Estimate your payment
      </h2>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <NumberField label="Vehicle price ($)" value={amount} onChange={setAmount} />
        <NumberField label="Down payment ($)" value={down} onChange={setDown} />
        <NumberField label="APR" value={apr} onChange={setApr} suffix="%" />
        <SelectField label="Term" value={String(months)} onChange={(event) => setMonths(Number(event.target.value))}>
          {loanTerms.map((term) => (
            <option key={term} value={term}>
              {term} months
            </option>
          ))}
        </SelectField>
      </div>
      {aprNote && <p className="mt-2 text-xs text-muted">{aprNote}</p>}
      <div className="mt-5 rounded-md bg-surface p-4" aria-live="polite">
        <p className="text-sm text-muted">Estimated monthly payment</p>
        <p className="mt-1 text-3xl font-semibold tracking-tight">
          {formatPrice(estimate.monthly)}
          <span className="text-base font-medium text-muted">/mo</span>
        </p>
        <p className="mt-1 text-xs text-muted">
          {formatPrice(estimate.principal)} financed · {formatPrice(estimate.totalInterest)} interest over {months}{' '}
          months
        </p>
      </div>
      <p className="mt-3 text-xs text-muted">
        An estimate, not an offer: rates from {LOWEST_APR}% to {MAX_APR}% APR depend on credit and the lender, plus tax
        and fees.
      </p>
      <Link
        to="/financing"
        className="mt-3 inline-block text-sm font-semibold text-ink underline underline-offset-4 hover:text-muted"
      >
        Explore financing options
      </Link>
    </section>
  );
}
