import { Link } from 'react-router-dom';
import { formatCount, formatPrice, vehicleName } from '@contract/format';
import type { Vehicle } from '@contract/listings';
import { VehiclePhoto } from '../../features/photos/VehiclePhoto';
import { useUserVehicles } from '../../features/vehicles/vehicleQueries';
import { SectionHeader } from '../../ui/SectionHeader';

/** The dashboard summary shows the 3 most recent listings. */
const RECENT_COUNT = 3;

const statusLabel: Record<Vehicle['status'], string> = {
  approved: 'Active',
  pending: 'Pending',
  rejected: 'Rejected',
  sold: 'Sold',
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-line bg-white p-5 shadow-card">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-semibold tracking-tight">{value}</dd>
    </div>
  );
}

/** 'Your Dashboard' on the signed-in home: active, pending, total views and the 3 newest listings. */
export function DashboardSummary() {
  const listings = useUserVehicles(true);
  const all = listings.data ?? [];
  const loading = listings.isPending;
  const show = (value: number) => (loading ? '…' : formatCount(value));
  const active = all.filter((vehicle) => vehicle.status === 'approved').length;
  const pending = all.filter((vehicle) => vehicle.status === 'pending').length;
  const views = all.reduce((sum, vehicle) => sum + (Number(vehicle.views) || 0), 0);
  // The API answers newest first.
  const recent = all.slice(0, RECENT_COUNT);

  return (
    <section aria-labelledby="summary-heading" className="mt-10">
      <SectionHeader id="summary-heading" title="Your Dashboard" link={{ to: '/dashboard', label: 'Open dashboard' }} />
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <Stat label="Active Listings" value={show(active)} />
        <Stat label="Pending Approval" value={show(pending)} />
        <Stat label="Total Views" value={show(views)} />
      </dl>
      <div className="mt-6 rounded-lg border border-line bg-white shadow-card">
        <h3 className="border-b border-line px-5 py-4 font-semibold">Recent listings</h3>
        {loading ? (
          <p className="px-5 py-6 text-sm text-muted">Loading your listings…</p>
        ) : listings.isError ? (
          <p className="px-5 py-6 text-sm text-muted">
            Your listings could not be loaded. Open the dashboard to try again.
          </p>
        ) : recent.length === 0 ? (
          <p className="px-5 py-6 text-sm text-muted">
            You have no listings yet.{' '}
            <Link to="/create-listing" className="font-semibold text-ink underline underline-offset-4">
              List your car for free
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {recent.map((vehicle) => (
              <li key={vehicle.id}>
                <Link to={`/vehicles/${vehicle.id}`} className="flex items-center gap-4 px-5 py-3 hover:bg-surface">
                  <VehiclePhoto src={vehicle.images[0]} alt="" sizes="80px" className="w-20 shrink-0 rounded-md" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{vehicleName(vehicle)}</span>
                    <span className="text-sm text-muted">{formatPrice(vehicle.price)}</span>
                  </span>
                  <span className="text-sm text-muted">{statusLabel[vehicle.status] ?? vehicle.status}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
