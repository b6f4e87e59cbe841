import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@contract/api';
import type { Specs } from '@contract/catalog/types';
import type { Vehicle } from '@contract/listings';
import { buttonClass } from '../../app/ui/buttonStyles';
import { clearDraft, draftKey, loadDraft } from '../../features/listings/listingDraft';
import { emptyListingValues, toListingInput, valuesFromVehicle } from '../../features/listings/listingFormValues';
import { firstInvalidField } from '../../features/listings/listingValidation';
import { applySpecs } from '../../features/listings/specFill';
import { redirectToLogin } from '../../features/auth/loginRedirect';
import { isUnauthorized } from '../../features/listings/unauthorized';
import { useAutoFill } from '../../features/listings/useAutoFill';
import { useDraftAutosave } from '../../features/listings/useDraftAutosave';
import { useListingForm } from '../../features/listings/useListingForm';
import { useSaveListing } from '../../features/listings/useSaveListing';
import { emptyPhotoList, photoListFrom, photosForSave } from '../../features/photos/photoOrder';
import { usePhotoUploads } from '../../features/photos/usePhotoUploads';
import { toast } from '../../features/toast/toastStore';
import { apiFieldErrors } from '../../lib/api';
import { ContactSection } from './ContactSection';
import { DescriptionFeaturesSection } from './DescriptionFeaturesSection';
import { DocumentationSection } from './DocumentationSection';
import { DraftNotice } from './DraftNotice';
import { LocationSection } from './LocationSection';
import { PhotosSection } from './PhotosSection';
import { VehicleInfoSection } from './VehicleInfoSection';

interface ListingFormProps {
  user: CurrentUser;
  /** The listing being edited; null creates a new one. */
  vehicle: Vehicle | null;
}

/** What the form starts from when there is no draft: the stored listing, or a blank one with the seller's contact. */
function startingPoint(user: CurrentUser, vehicle: Vehicle | null) {
  return vehicle
    ? { values: valuesFromVehicle(vehicle), photos: photoListFrom(vehicle.images) }
    : { values: emptyListingValues(user), photos: emptyPhotoList };
}

/**
 * The listing form of spec sections 2, 4, 5 and 8, for create and edit. The draft is kept locally until the
 * listing is published or the seller cancels; a refused save keeps everything the seller typed.
 */
export function ListingForm({ user, vehicle }: ListingFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const editId = vehicle?.id ?? null;
  const key = draftKey(user.id, editId);
  const [opened] = useState(() => {
    const draft = loadDraft(key);
    return draft ? { values: draft.values, photos: draft.photos, savedAt: draft.savedAt } : { ...startingPoint(user, vehicle), savedAt: null };
  });
  const [restoredAt, setRestoredAt] = useState(opened.savedAt);
  // The photo list the form last started from: any other list is the seller's change, worth a draft.
  const [photoBaseline, setPhotoBaseline] = useState(opened.photos);

  const uploads = usePhotoUploads({ initial: opened.photos });
  const form = useListingForm(opened.values, uploads.list.photos);
  const save = useSaveListing(editId);
  const formRef = useRef<HTMLFormElement>(null);

  const { generatingFeatures } = useAutoFill({
    enabled: editId === null,
    values: form.values,
    initial: opened.values,
    onFeatures: (features) => form.fill((current) => ({ ...current, features })),
    onSpecs: (specs: Specs) => form.fill((current) => applySpecs(current, specs).values, applySpecs(form.values, specs).filled),
  });

  const photosChanged = uploads.list !== photoBaseline;
  useDraftAutosave(key, form.values, uploads.list, form.dirty || photosChanged);

  function discardDraft() {
    clearDraft(key);
    const start = startingPoint(user, vehicle);
    form.replace(start.values);
    uploads.replace(start.photos);
    setPhotoBaseline(start.photos);
    setRestoredAt(null);
  }

  function focusField(name: string) {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
    else formRef.current?.querySelector<HTMLElement>(`[name="${name}"], input[type="file"]`)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploads.uploading || save.isPending) return;
    const invalid = firstInvalidField(form.validate());
    if (invalid) {
      focusField(invalid === 'images' ? 'photos' : invalid);
      return;
    }
    save.mutate(toListingInput(form.values, photosForSave(uploads.list)), {
      onSuccess: () => {
        clearDraft(key);
        toast({
          title: 'Success',
          description: editId === null ? 'Your listing has been submitted for review' : 'Your listing has been updated',
        });
        if (editId === null) {
          form.replace(emptyListingValues(user));
          uploads.replace(emptyPhotoList);
          setPhotoBaseline(emptyPhotoList);
        }
        navigate('/dashboard');
      },
      onError: (error) => {
        if (isUnauthorized(error)) {
          // The draft stays, so the seller finds the form as they left it after signing in again.
          toast({ title: 'Unauthorized', description: 'You need to be logged in to manage listings', variant: 'destructive' });
          redirectToLogin();
          return;
        }
        form.showServerErrors(apiFieldErrors(error));
        toast({
          title: 'Error',
          description: editId === null ? 'Failed to create listing. Please try again.' : 'Failed to update listing. Please try again.',
          variant: 'destructive',
        });
      },
    });
  }

  function cancel() {
    clearDraft(key);
    // Opened directly (no history in this app): back would leave the site, so go to the dashboard instead.
    if (location.key === 'default') navigate('/dashboard');
    else navigate(-1);
  }

  const busy = save.isPending || uploads.uploading;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6">
      {restoredAt !== null && <DraftNotice savedAt={restoredAt} onDiscard={discardDraft} onDismiss={() => setRestoredAt(null)} />}
      <VehicleInfoSection form={form} />
      <LocationSection form={form} />
      <DocumentationSection form={form} />
      <DescriptionFeaturesSection form={form} generating={generatingFeatures} />
      <PhotosSection uploads={uploads} error={form.errors.images} />
      <ContactSection form={form} />

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:px-0 sm:py-0 sm:backdrop-blur-none">
        <button type="button" onClick={cancel} className={buttonClass('outline', 'lg', 'flex-1 sm:flex-none')}>
          Cancel
        </button>
        <button type="submit" disabled={busy} aria-disabled={busy} className={buttonClass('accent', 'lg', 'flex-[2] sm:flex-none')}>
          {save.isPending ? 'Publishing...' : 'Publish Listing'}
        </button>
      </div>
    </form>
  );
}
