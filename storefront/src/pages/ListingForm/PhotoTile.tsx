import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { SortablePhotoData } from '../../features/photos/photoReorder';
import { VehiclePhoto } from '../../features/photos/VehiclePhoto';
import { cn } from '../../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, GripIcon, StarIcon } from '../../ui/icons';

interface PhotoTileProps {
  url: string;
  index: number;
  count: number;
  isCover: boolean;
  onMove: (from: number, to: number) => void;
  onMakeCover: () => void;
  onRemove: () => void;
}

const roundButton = 'flex h-9 items-center justify-center rounded-full shadow-card disabled:opacity-40';
const iconButton = `${roundButton} w-9 bg-white/95 text-ink hover:bg-white`;
// The cover's own star: a pill that reads 'Cover'.
const coverButton = `${roundButton} gap-1 bg-accent pl-2 pr-3 text-xs font-semibold text-on-accent hover:bg-accent-strong`;

/**
 * One uploaded photo, sortable with dnd-kit inside the PhotosSection's list: dragged anywhere on the tile with a
 * mouse or after a long press on a touch screen, or moved from its handle with the keyboard (Space, arrows, Space).
 * The arrow buttons move it one place without dragging; the star makes it the cover; the cross removes it.
 */
export function PhotoTile({ url, index, count, isCover, onMove, onMakeCover, onRemove }: PhotoTileProps) {
  const position = `Photo ${index + 1}`;
  const data: SortablePhotoData = { cover: isCover };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: url,
    data,
  });

  return (
    <li
      ref={setNodeRef}
      // Pointer and touch start a drag anywhere on the tile; the keyboard only from the handle (its activator).
      {...listeners}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-label={isCover ? `${position}, cover` : position}
      className={cn(
        'group relative touch-manipulation select-none overflow-hidden rounded-lg border-2 bg-surface [-webkit-touch-callout:none]',
        isCover ? 'border-accent' : 'border-transparent',
        isDragging ? 'z-10 cursor-grabbing shadow-raised ring-2 ring-ink' : 'cursor-grab',
      )}
    >
      <VehiclePhoto src={url} alt={position} sizes="(min-width: 1024px) 180px, (min-width: 640px) 30vw, 45vw" />
      <div className="absolute inset-x-2 top-2 flex items-start justify-between gap-1.5">
        {/* The star names the cover on its own tile ("Cover"), so no separate badge crowds a phone's narrow tile. */}
        <button
          type="button"
          aria-label={isCover ? `${position} is the cover photo` : `Set ${position.toLowerCase()} as cover`}
          aria-pressed={isCover}
          onClick={onMakeCover}
          className={isCover ? coverButton : iconButton}
        >
          <StarIcon fill={isCover ? 'currentColor' : 'none'} className="size-5 shrink-0" />
          {isCover && 'Cover'}
        </button>
        <button type="button" aria-label={`Remove ${position.toLowerCase()}`} onClick={onRemove} className={iconButton}>
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="absolute inset-x-2 bottom-2 flex justify-between">
        <button
          type="button"
          aria-label={`Move ${position.toLowerCase()} earlier`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          className={iconButton}
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={`Reorder ${position.toLowerCase()}`}
          className={cn(iconButton, isDragging ? 'cursor-grabbing' : 'cursor-grab')}
        >
          <GripIcon className="size-5" />
        </button>
        <button
          type="button"
          aria-label={`Move ${position.toLowerCase()} later`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          className={iconButton}
        >
          <ChevronRightIcon className="size-5" />
        </button>
      </div>
    </li>
  );
}
