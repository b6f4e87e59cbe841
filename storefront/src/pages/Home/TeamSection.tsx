import { brand, phoneHref } from '@contract/brand';
import { buttonClass } from '../../ui/buttonStyles';
import { BankIcon, HandshakeIcon, NetworkIcon, PhoneIcon, SearchIcon } from '../../ui/icons';

const team = [
  {
    icon: HandshakeIcon,
    title: 'Your dedicated sales associate',
    text: 'One person handles every buyer: calls, questions, qualification and negotiation. No viewings or test drives for you to arrange.',
  },
  {
    icon: SearchIcon,
    title: 'An expert buying team',
    text: 'Specialists in premium and luxury cars who know what your car is worth and who is looking for one.',
  },
  {
    icon: NetworkIcon,
    title: 'A nationwide dealer network',
    text: 'Your listing reaches serious buyers and professional dealers across the whole United States.',
  },
  {
    icon: BankIcon,
    title: 'Financing for your buyer',
    text: 'Buyers can finance through our network of lenders, so more of them can say yes.',
  },
];

/** The in-house team section of the seller landing. */
export function TeamSection() {
  return (
    <section aria-labelledby="team-heading" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-muted">In-house, start to finish</p>
          <h2 id="team-heading" className="mt-3 text-2xl font-semibold tracking-tight sm:text-3xl">
            A team that sells your car for you
          </h2>
          <p className="mt-3 text-muted">
            {brand.name} is not a classifieds board. Our own people work your listing until it sells, and payment goes
            directly from the buyer to you.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {team.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-line bg-white p-6 shadow-card">
              <span className="flex size-11 items-center justify-center rounded-md bg-ink text-white">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <a href={phoneHref('tel')} className={buttonClass('primary', 'md')}>
            <PhoneIcon className="size-4" />
            Talk to the team: {brand.phoneDisplay}
          </a>
          <span className="text-sm text-muted">{brand.phoneAvailability}</span>
        </div>
      </div>
    </section>
  );
}
