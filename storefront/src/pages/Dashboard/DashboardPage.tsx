import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailVerificationNotice } from '../../features/account/EmailVerificationNotice';
import { greeting } from '../../features/auth/greeting';
import { redirectToLogin } from '../../features/auth/loginRedirect';
import { useRequireSignIn } from '../../features/auth/useRequireSignIn';
import { sellerStats } from '../../features/listings/listingStatus';
import type { SellerListing } from '../../features/listings/sellerListing';
import { isUnauthorized } from '../../features/listings/unauthorized';
import { useDeleteListing } from '../../features/listings/useDeleteListing';
import { useMyListings } from '../../features/listings/useMyListings';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';
import { PageLoader } from '../../ui/PageLoader';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListingsTable } from './ListingsTable';
import { StatCards } from './StatCards';

/**
 * /dashboard: the seller's stat cards and listings, under a notice while their email is not verified (their listings
 * wait for it); signed-out visitors go to sign in after 500 ms.
 */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user, isLoading } = useRequireSignIn();
  const listings = useMyListings(Boolean(user));
  const deleteListing = useDeleteListing();
  const [confirming, setConfirming] = useState<SellerListing | null>(null);

  // The session ended elsewhere (a 401 on the list): sign in again, as on arrival.
  const sessionLost = isUnauthorized(listings.error);
  useEffect(() => (sessionLost ? redirectToLogin() : undefined), [sessionLost]);

  if (isLoading || sessionLost || !user) return <PageLoader />;

  const rows = listings.data ?? [];
  const stats = sellerStats(rows);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {!user.emailVerified && <EmailVerificationNotice email={user.email} className="mb-8" />}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Seller Dashboard</h1>
          <p className="mt-1 text-muted">{greeting(user)}. Here is how your listings are doing.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* The cars the seller saved while browsing: the saved list is reachable from the dashboard too. */}
          <Link to="/saved" className={buttonClass('outline', 'md')}>
            Saved Vehicles
          </Link>
          <Link to="/create-listing" className={buttonClass('accent', 'md')}>
            Add New Listing
          </Link>
        </div>
      </header>

      <div className="mt-8">
        <StatCards {...stats} loading={listings.isPending} />
      </div>

      <section aria-labelledby="my-listings" className="mt-10">
        <h2 id="my-listings" className="mb-4 text-lg font-semibold tracking-tight">
          Your Listings
        </h2>
        {listings.isPending ? (
          <PageLoader />
        ) : listings.isError ? (
          <div role="alert" className="rounded-xl border border-line bg-white p-8 text-center shadow-card">
            <p className="font-semibold">We couldn't load your listings.</p>
            <button
              type="button"
              onClick={() => void listings.refetch()}
              className={buttonClass('outline', 'md', 'mt-4')}
            >
              Try again
            </button>
          </div>
        ) : rows.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line-strong bg-white p-10 text-center">
            <p className="text-lg font-semibold">No listings yet</p>
            <p className="mt-1 text-sm text-muted">
              List your car for free. Our team reviews it and handles every buyer.
            </p>
            <Link to="/create-listing" className={buttonClass('accent', 'md', 'mt-6')}>
              Add New Listing
            </Link>
          </div>
        ) : (
          <ListingsTable
            listings={rows}
            deletingId={deleteListing.isPending ? (deleteListing.variables ?? null) : null}
            onDelete={setConfirming}
          />
        )}
      </section>

      <ConfirmDialog
        open={confirming !== null}
        message="Are you sure you want to delete this listing?"
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) deleteListing.mutate(confirming.id);
          setConfirming(null);
        }}
      />
    </div>
  );
}
