import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@contract/api';
import { greeting } from '../../features/auth/greeting';
import { RecentlyViewed } from '../../features/recent/RecentlyViewed';
import { cn } from '../../lib/cn';
import { ArrowRightIcon, CarIcon, DashboardIcon, SearchIcon } from '../../ui/icons';
import { DashboardSummary } from './DashboardSummary';
import { FeaturedVehicles } from './FeaturedVehicles';

interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  accent?: boolean;
}

const quickActions: QuickAction[] = [
  {
    label: 'Sell Your Car',
    description: 'Create a free listing in a few minutes.',
    to: '/create-listing',
    icon: CarIcon,
    accent: true,
  },
  { label: 'Dashboard', description: 'Your listings, their status and views.', to: '/dashboard', icon: DashboardIcon },
  { label: 'Browse Cars', description: 'Search every car on the market.', to: '/search', icon: SearchIcon },
];

/** Home for a signed-in user: greeting, quick actions, Your Dashboard, Recently viewed, Featured Vehicles (6). */
export function SignedInHome({ user }: { user: CurrentUser }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{greeting(user)}</h1>
      <p className="mt-2 text-muted">What would you like to do today?</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {quickActions.map(({ label, description, to, icon: Icon, accent }) => (
          <li key={to}>
            <Link
              to={to}
              className={cn(
                'group flex h-full items-start gap-4 rounded-lg border p-6 transition-shadow hover:shadow-raised',
                accent ? 'border-accent bg-accent text-on-accent' : 'border-line bg-white text-ink shadow-card',
              )}
            >
              <Icon className="size-6 shrink-0" />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold">
                  {label}
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className={cn('mt-1 block text-sm', accent ? 'text-on-accent' : 'text-muted')}>
                  {description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <DashboardSummary />
      <RecentlyViewed className="mt-14" />
      <FeaturedVehicles />
    </div>
  );
}
