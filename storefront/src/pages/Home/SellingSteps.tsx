import { loginUrl } from '../../lib/serverRoutes';
import { buttonClass } from '../../ui/buttonStyles';

const steps = [
  {
    title: 'List once, for free',
    text: 'Add photos and the details of your car. Our team reviews every listing before it goes live.',
  },
  { title: 'Meet your associate', text: 'A dedicated sales associate takes over every buyer conversation from here.' },
  {
    title: 'Get paid directly',
    text: 'When your car sells, the buyer pays you directly. You only pay a success fee on sale.',
  },
];

/** How selling works, in three steps, ending with 'List Your Car Free' (a server route: the login flow). */
export function SellingSteps() {
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        Selling takes three steps
      </h2>
      <ol className="mt-10 grid gap-8 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="border-t-2 border-ink pt-5">
            <span className="text-sm font-semibold text-muted">Step {index + 1}</span>
            <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <a href={loginUrl()} className={buttonClass('accent', 'lg', 'mt-10')}>
        List Your Car Free
      </a>
    </section>
  );
}
