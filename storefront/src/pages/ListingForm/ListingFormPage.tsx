import { Link, useParams, useSearchParams } from 'react-router-dom';
import { vehicleIdSchema } from '@contract/listings';
import { useRequireSignIn } from '../../features/auth/useRequireSignIn';
import { isOwnerView } from '../../features/listings/listingReview';
import { useVehicle } from '../../features/vehicles/vehicleQueries';
import { usePageTitle } from '../../lib/usePageTitle';
import { buttonClass } from '../../ui/buttonStyles';
import { FormSkeleton } from './FormSkeleton';
import { ListingForm } from './ListingForm';

/** The listing to edit: /edit-listing/{id} or /create-listing?edit={id} (the dashboard links to either). */
function useEditId(): { editId: number | null; invalid: boolean } {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const raw = id ?? searchParams.get('edit');
  if (raw === null || raw === '') return { editId: null, invalid: false };
  const parsed = vehicleIdSchema.safeParse(raw);
  return parsed.success ? { editId: parsed.data, invalid: false } : { editId: null, invalid: true };
}

/** /create-listing, /edit-listing/{id}, /create-listing?edit={id}: signed-in sellers only. */
export default function ListingFormPage() {
  // A visitor is told, then sent to sign in (and brought back here) after 500 ms.
  const { user, isLoading } = useRequireSignIn({
    title: 'Unauthorized',
    description: 'You need to be logged in to create a listing',
    variant: 'destructive',
  });
  const { editId, invalid } = useEditId();
  // null when the listing is gone or not readable (404, 400, 401): nothing to edit.
  const listing = useVehicle(user && editId !== null ? String(editId) : undefined);
  const editing = editId !== null || invalid;
  usePageTitle(editing ? 'Edit Listing' : 'Create New Listing');

  let body;
  if (isLoading || !user || (editId !== null && listing.isPending)) {
    body = <FormSkeleton />;
  } else if (invalid || listing.isError || (editId !== null && !(listing.data && isOwnerView(listing.data)))) {
    // Someone else's listing reads as a buyer sees it: it is not this user's to edit.
    body = <ListingUnavailable />;
  } else {
    // A new key per listing: opening another listing starts a fresh form with its own draft.
    body = (
      <ListingForm
        key={`${user.id}:${editId ?? 'new'}`}
        user={user}
        vehicle={editId === null ? null : (listing.data ?? null)}
      />
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="mb-8">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {editing ? 'Edit Listing' : 'Create New Listing'}
        </h1>
        <p className="mt-2 text-muted">Fill out the details below to list your vehicle for sale</p>
      </header>
      {body}
    </div>
  );
}

/** The listing does not exist, or is someone else's (the server answers 404 or 403). */
function ListingUnavailable() {
  return (
    <div className="rounded-xl border border-line bg-white p-8 text-center shadow-card">
      <h2 className="text-lg font-semibold">This listing can't be edited</h2>
      <p className="mt-2 text-sm text-muted">It may have been deleted, or it belongs to another account.</p>
      <Link to="/dashboard" className={buttonClass('primary', 'md', 'mt-6')}>
        Back to your dashboard
      </Link>
    </div>
  );
}
