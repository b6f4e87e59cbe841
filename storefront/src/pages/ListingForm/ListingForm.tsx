import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@contract/api';
import type { Specs } from '@contract/catalog/types';
import type { OwnVehicle } from '@contract/listings';
import { redirectToLogin } from '../../features/auth/loginRedirect';
import { draftKey, loadDraft } from '../../features/listings/listingDraft';
import { fillFields } from '../../features/listings/listingFormEdits';
import {
  emptyListingValues,
  fieldOrder,
  toListingInput,
  valuesFromVehicle,
  type ListingFormValues,
} from '../../features/listings/listingFormValues';
import {
  firstInvalidField,
  listingResolver,
  validateListing,
  type ListingFormContext,
} from '../../features/listings/listingValidation';
import { applySpecs } from '../../features/listings/specFill';
import { isUnauthorized } from '../../features/listings/unauthorized';
import { useAutoFill } from '../../features/listings/useAutoFill';
import { useDraftAutosave } from '../../features/listings/useDraftAutosave';
import { useSaveListing } from '../../features/listings/useSaveListing';
import { emptyPhotoList, photoListFrom, photosForSave, type PhotoList } from '../../features/photos/photoOrder';
import { usePhotoUploads } from '../../features/photos/usePhotoUploads';
import { toast } from '../../features/toast/toastStore';
import { apiFieldErrors } from '../../lib/api';
import { showServerErrors } from '../../lib/serverErrors';
import { buttonClass } from '../../ui/buttonStyles';
import { ContactSection } from './ContactSection';
import { DescriptionFeaturesSection } from './DescriptionFeaturesSection';
import { DocumentationSection } from './DocumentationSection';
import { DraftNotice } from './DraftNotice';
import { LocationSection } from './LocationSection';
import { PhotosSection } from './PhotosSection';
import { ReviewNotice } from './ReviewNotice';
import { VehicleInfoSection } from './VehicleInfoSection';
import { SubmitButton } from '../../ui/SubmitButton';

interface ListingFormProps {
  user: CurrentUser;
  /** The listing being edited, as its owner reads it; null creates a new one. */
  vehicle: OwnVehicle | null;
}

/** What the form starts from when there is no draft: the stored listing, or a blank one with the seller's contact. */
function startingPoint(user: CurrentUser, vehicle: OwnVehicle | null) {
  return vehicle
    ? { values: valuesFromVehicle(vehicle), photos: photoListFrom(vehicle.images) }
    : { values: emptyListingValues(user), photos: emptyPhotoList };
}

/**
 * The listing form, for create and edit (react-hook-form, validated by listingResolver). The draft is kept locally
 * until the listing is published or the seller cancels; a refused save keeps everything the seller typed.
 */
export function ListingForm({ user, vehicle }: ListingFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const editId = vehicle?.id ?? null;
  const key = draftKey(user.id, editId);
  const [opened] = useState(() => {
    const draft = loadDraft(key);
    return draft
      ? { values: draft.values, photos: draft.photos, savedAt: draft.savedAt }
      : { ...startingPoint(user, vehicle), savedAt: null };
  });
  const [restoredAt, setRestoredAt] = useState(opened.savedAt);
  // The photo list the form last started from: any other list is the seller's change, worth a draft.
  const [photoBaseline, setPhotoBaseline] = useState(opened.photos);

  const uploads = usePhotoUploads({ initial: opened.photos });
  const form = useForm<ListingFormValues, ListingFormContext>({
    defaultValues: opened.values,
    resolver: listingResolver,
    context: { images: uploads.list.photos },
    // react-hook-form has no input for the photos: the invalid handler below focuses the first invalid field, photos included.
    shouldFocusError: false,
  });
  const values = form.watch();
  const { isDirty, isSubmitted } = form.formState;
  // isDirty turns false again when the seller undoes a change; the draft must still follow them, undo included.
  const [edited, setEdited] = useState(false);
  if (isDirty && !edited) setEdited(true);
  const save = useSaveListing(editId);
  const formRef = useRef<HTMLFormElement>(null);

  const { generatingFeatures } = useAutoFill({
    enabled: editId === null,
    values,
    initial: opened.values,
    onFeatures: (features) => fillFields(form, { features }),
    onSpecs: (specs: Specs) => {
      const { values: next, filled } = applySpecs(form.getValues(), specs);
      fillFields(form, next, filled);
    },
  });

  const photosChanged = uploads.list !== photoBaseline;
  const forgetDraft = useDraftAutosave(key, values, uploads.list, edited || photosChanged);
  // The photos' rule is checked with the fields on Publish, and then follows the photos as they change.
  const photosError = isSubmitted ? validateListing(values, uploads.list.photos).images : undefined;

  /** Everything at once: a discarded draft, the reset after publishing. */
  function startOver(start: { values: ListingFormValues; photos: PhotoList }) {
    form.reset(start.values);
    setEdited(false);
    uploads.replace(start.photos);
    setPhotoBaseline(start.photos);
  }

  function discardDraft() {
    forgetDraft();
    startOver(startingPoint(user, vehicle));
    setRestoredAt(null);
  }

  function focusField(name: string) {
    const field = formRef.current?.elements.namedItem(name);
    if (field instanceof HTMLElement) field.focus();
    else formRef.current?.querySelector<HTMLElement>(`[name="${name}"], input[type="file"]`)?.focus();
  }

  const publish = form.handleSubmit(
    (typed) => {
      save.mutate(toListingInput(typed, photosForSave(uploads.list)), {
        onSuccess: () => {
          forgetDraft();
          toast({
            title: 'Success',
            description:
              editId === null ? 'Your listing has been submitted for review' : 'Your listing has been updated',
          });
          if (editId === null) startOver({ values: emptyListingValues(user), photos: emptyPhotoList });
          navigate('/dashboard');
        },
        onError: (error) => {
          if (isUnauthorized(error)) {
            // The draft stays, so the seller finds the form as they left it after signing in again.
            toast({
              title: 'Unauthorized',
              description: 'You need to be logged in to manage listings',
              variant: 'destructive',
            });
            redirectToLogin();
            return;
          }
          showServerErrors(form.setError, fieldOrder, apiFieldErrors(error));
          toast({
            title: 'Error',
            description:
              editId === null
                ? 'Failed to create listing. Please try again.'
                : 'Failed to update listing. Please try again.',
            variant: 'destructive',
          });
        },
      });
    },
    (errors) => {
      const invalid = firstInvalidField(errors);
      if (invalid) focusField(invalid === 'images' ? 'photos' : invalid);
    },
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    if (uploads.uploading || save.isPending) {
      event.preventDefault();
      return;
    }
    void publish(event);
  }

  function cancel() {
    forgetDraft();
    // Opened directly (no history in this app): back would leave the site, so go to the dashboard instead.
    if (location.key === 'default') navigate('/dashboard');
    else navigate(-1);
  }

  const busy = save.isPending || uploads.uploading;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6">
      {vehicle && <ReviewNotice vehicle={vehicle} />}
      {restoredAt !== null && (
        <DraftNotice savedAt={restoredAt} onDiscard={discardDraft} onDismiss={() => setRestoredAt(null)} />
      )}
      <VehicleInfoSection form={form} listingId={editId} />
      <LocationSection form={form} />
      <DocumentationSection form={form} />
      <DescriptionFeaturesSection form={form} generating={generatingFeatures} />
      <PhotosSection uploads={uploads} error={photosError} />
      <ContactSection form={form} />

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:px-0 sm:py-0 sm:backdrop-blur-none">
        <button type="button" onClick={cancel} className={buttonClass('outline', 'lg', 'flex-1 sm:flex-none')}>
          Cancel
        </button>
        <SubmitButton
          disabled={busy}
          aria-disabled={busy}
          className={buttonClass('accent', 'lg', 'flex-[2] sm:flex-none')}
        >
          {save.isPending ? 'Publishing...' : 'Publish Listing'}
        </SubmitButton>
      </div>
    </form>
  );
}
