import type { ReactNode } from 'react';
import { priceDropLabel } from '@contract/priceHistory';
import type { Vehicle } from '@contract/listings';
import { cn } from '../../lib/cn';
import { ArrowDownIcon } from '../../ui/icons';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** '↓ …' in the colour of good news about a price. */
export function DownNote({ children, title, className }: { children: ReactNode; title?: string; className?: string }) {
  return (
    <p className={cn('flex items-center gap-1 text-sm font-semibold text-positive', className)} title={title}>
      <ArrowDownIcon className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/** '↓ $1,500 price drop' under a price, while the listing has a recent drop (the server decides which). */
export function PriceDropNote({ vehicle, className }: { vehicle: Pick<Vehicle, 'priceDrop'>; className?: string }) {
  const drop = vehicle.priceDrop;
  if (!drop) return null;
  return (
    <DownNote className={className} title={`Reduced on ${shortDate.format(Date.parse(drop.at))}`}>
      {priceDropLabel(drop)}
    </DownNote>
  );
}
