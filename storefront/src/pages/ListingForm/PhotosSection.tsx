import { useId, useState, type DragEvent } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { photosPerListing } from '@contract/media';
import { photoMessages } from '../../features/photos/photoMessages';
import { photoReorderAnnouncements, photoReorderInstructions } from '../../features/photos/photoReorder';
import { photoAccept } from '../../features/photos/photoSelection';
import type { PhotoUploads } from '../../features/photos/usePhotoUploads';
import { cn } from '../../lib/cn';
import { AlertIcon, UploadIcon } from '../../ui/icons';
import { FormSection } from '../../ui/FormSection';
import { PendingPhotoTile } from './PendingPhotoTile';
import { PhotoAnglesDialog } from './PhotoAnglesDialog';
import { PhotoTile } from './PhotoTile';

// A click on a tile's buttons may wobble a few pixels without starting a drag.
const mouseOptions = { activationConstraint: { distance: 8 } };
// A touch drags only after a press and hold, so a swipe still scrolls the page and a tap still presses a button.
const touchOptions = { activationConstraint: { delay: 250, tolerance: 8 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * Photos: the upload area (drop or click), the counter, and the photos to arrange (dnd-kit: mouse, touch and
 * keyboard), followed by the photos still uploading or failed, each with its own progress or error. The chooser is
 * disabled while uploading and at 10 photos; the module in features/photos does the checking and sending.
 */
export function PhotosSection({ uploads, error }: { uploads: PhotoUploads; error?: string }) {
  const inputId = useId();
  const hintId = useId();
  const [dragOver, setDragOver] = useState(false);
  const { list, pending, uploading, canAdd } = uploads;
  const count = list.photos.length;
  const [accessibility] = useState(() => ({
    announcements: photoReorderAnnouncements(),
    screenReaderInstructions: photoReorderInstructions,
  }));
  const sensors = useSensors(
    useSensor(MouseSensor, mouseOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );

  function onSortEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    uploads.move(list.photos.indexOf(String(active.id)), list.photos.indexOf(String(over.id)));
  }

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = canAdd ? 'copy' : 'none';
    setDragOver(canAdd);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragOver(false);
    if (canAdd) void uploads.addFiles(event.dataTransfer.files);
  }

  return (
    <FormSection
      title="Photos"
      description="The first impression: the cover photo leads your listing everywhere."
      action={<PhotoAnglesDialog />}
    >
      {uploads.issue && (
        <div role="alert" className="mb-4 flex gap-3 rounded-md border border-danger bg-danger-soft p-4 text-sm">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
          <div>
            <p className="font-semibold text-danger">{photoMessages.issueTitle}</p>
            <p className="mt-1 text-ink">{uploads.issue}</p>
          </div>
        </div>
      )}

      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={cn(
          'relative rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors',
          // Closed (uploading, or full): a quieter fill rather than faded text, which would fail contrast.
          dragOver ? 'border-ink bg-surface' : canAdd ? 'border-line-strong' : 'border-line-strong bg-surface',
        )}
      >
        <input
          id={inputId}
          name="photos"
          type="file"
          accept={photoAccept}
          multiple
          disabled={!canAdd}
          aria-describedby={hintId}
          onChange={(event) => {
            void uploads.addFiles(event.target.files);
            // The same file chosen again (after removing it) must fire a change.
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            'mx-auto flex max-w-sm flex-col items-center gap-2 rounded-md p-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
            canAdd ? 'cursor-pointer' : 'cursor-not-allowed',
          )}
        >
          <UploadIcon className="size-8 text-muted" />
          <span className="text-sm font-semibold text-ink">
            {uploading
              ? 'Uploading photos...'
              : uploads.room === 0
                ? 'Photo limit reached'
                : 'Drag photos here or click to upload'}
          </span>
        </label>
        <p id={hintId} className="mt-1 text-xs text-muted">
          PNG, JPG up to 10MB each (max 10 photos)
        </p>
      </div>

      {uploads.notices.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-danger">
          {uploads.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {error && <p className="mt-3 text-sm font-medium text-danger">{error}</p>}

      <div className="mt-6">
        <h3 className="text-sm font-medium text-ink" aria-live="polite">
          Uploaded Photos ({count}/{photosPerListing})
        </h3>
        {count + pending.length > 0 ? (
          <>
            {count > 0 && (
              <p className="mt-1 text-xs text-muted">
                Drag to reorder (press and hold on a touch screen), or use a photo's handle with Space and the arrow
                keys. The star picks the cover photo.
              </p>
            )}
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onSortEnd}
              accessibility={accessibility}
            >
              <SortableContext items={list.photos} strategy={rectSortingStrategy}>
                <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                  {list.photos.map((url, index) => (
                    <PhotoTile
                      key={url}
                      url={url}
                      index={index}
                      count={count}
                      isCover={index === list.cover}
                      onMove={uploads.move}
                      onMakeCover={() => uploads.makeCover(index)}
                      onRemove={() => uploads.remove(index)}
                    />
                  ))}
                  {pending.map((photo) => (
                    <PendingPhotoTile
                      key={photo.id}
                      photo={photo}
                      progress={uploads.progress}
                      onRetry={() => void uploads.retry(photo.id)}
                      onDiscard={() => uploads.discard(photo.id)}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          </>
        ) : (
          <p className="mt-1 text-sm text-muted">No photos yet. Listings with photos get far more enquiries.</p>
        )}
      </div>
    </FormSection>
  );
}
