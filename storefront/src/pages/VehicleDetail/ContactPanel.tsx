import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazyComponent';
import type { Vehicle } from '@contract/listings';
import { Link } from 'react-router-dom';
import { preQualifyHref } from '../../features/financing/preQualifyLink';
import { ContactButtons } from '../../features/pages/ContactButtons';

// The form brings its validation (zod, react-hook-form: about a sixth of the page's code): it loads just after the
// page is drawn, not before, as it is never what a buyer sees first.
const ContactForm = lazyComponent(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

/** The call/text panel with the enquiry form: buyers reach the provider's sales team, never the seller. */
export function ContactPanel({ vehicle }: { vehicle: Vehicle }) {
  return (
    <section aria-labelledby="contact-panel-heading" className="rounded-lg border border-line bg-white p-5 shadow-card">
      <h2 id="contact-panel-heading" className="text-lg font-semibold">
        Interested in this car?
      </h2>
      <p className="mt-1 text-sm text-muted">Call or text our sales team, or send a message.</p>
      <ContactButtons className="mt-4" />
      <p className="mt-3 text-sm text-muted">
        Financing this car?{' '}
        <Link
          to={preQualifyHref(vehicle.id)}
          className="font-semibold text-ink underline underline-offset-4 hover:text-muted"
        >
          Get pre-qualified
        </Link>
      </p>
      <div className="mt-6 border-t border-line pt-5">
        {/* Its space is kept while it loads, so nothing below it moves when it arrives. */}
        <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
          <ContactForm vehicle={vehicle} />
        </Suspense>
      </div>
    </section>
  );
}
