import { brand } from '@contract/brand';
import { MessageIcon, NetworkIcon, ShieldIcon } from '../../ui/icons';

const points = [
  {
    icon: MessageIcon,
    title: 'Secure messaging',
    text: 'Buyers reach our team, not your personal phone or inbox. Your contact details stay private.',
  },
  {
    icon: NetworkIcon,
    title: 'Professional dealer network',
    text: 'Your car is shown to qualified buyers and a nationwide network of professional dealers.',
  },
  {
    icon: ShieldIcon,
    title: 'A dedicated associate',
    text: 'One sales associate handles every call, question and negotiation until your car is sold.',
  },
];

/** The side text of the Auth page: secure messaging and the professional dealer network. */
export function AuthSidePanel() {
  return (
    <aside className="rounded-xl bg-ink p-8 text-white sm:p-10">
      <p className="text-xs font-semibold uppercase tracking-widest text-on-ink-muted">{brand.name}</p>
      <h2 className="mt-3 text-2xl font-semibold tracking-tight sm:text-3xl">Sell with confidence.</h2>
      <p className="mt-3 text-on-ink-muted">List once for free. We take it from there.</p>
      <ul className="mt-8 space-y-6">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-ink-soft">
              <Icon className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="mt-1 block text-sm text-on-ink-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
