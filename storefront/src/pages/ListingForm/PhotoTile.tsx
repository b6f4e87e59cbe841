import type { DragEvent } from 'react';
import { VehiclePhoto } from '../../features/photos/VehiclePhoto';
import { cn } from '../../lib/cn';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, StarIcon } from '../../ui/icons';

/** The data type a dragged photo carries, so the upload area can tell a reorder from dropped files. */
export const PHOTO_DRAG_TYPE = 'application/x-listing-photo';

interface PhotoTileProps {
  url: string;
  index: number;
  count: number;
  isCover: boolean;
  onMove: (from: number, to: number) => void;
  onMakeCover: () => void;
  onRemove: () => void;
}

const iconButton =
  'flex size-9 items-center justify-center rounded-full bg-white/95 text-ink shadow-card hover:bg-white disabled:opacity-40';

/**
 * One uploaded photo: drag it onto another to reorder (mouse), or use the arrow buttons (keyboard, touch);
 * the star makes it the cover; the cross removes it.
 */
export function PhotoTile({ url, index, count, isCover, onMove, onMakeCover, onRemove }: PhotoTileProps) {
  const position = `Photo ${index + 1}`;

  function onDragStart(event: DragEvent<HTMLLIElement>) {
    event.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
    event.dataTransfer.effectAllowed = 'move';
  }

  function onDragOver(event: DragEvent<HTMLLIElement>) {
    if (!event.dataTransfer.types.includes(PHOTO_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  }

  function onDrop(event: DragEvent<HTMLLIElement>) {
    const from = Number(event.dataTransfer.getData(PHOTO_DRAG_TYPE));
    if (!Number.isInteger(from)) return;
    event.preventDefault();
    event.stopPropagation();
    onMove(from, index);
  }

  return (
    <li
      draggable
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDrop={onDrop}
      aria-label={isCover ? `${position}, cover` : position}
      className={cn(
        'group relative cursor-grab overflow-hidden rounded-lg border-2 bg-surface active:cursor-grabbing',
        isCover ? 'border-accent' : 'border-transparent',
      )}
    >
      <VehiclePhoto src={url} alt={position} sizes="(min-width: 1024px) 180px, (min-width: 640px) 30vw, 45vw" />
      {isCover && (
        <span className="absolute left-2 top-2 rounded-sm bg-accent px-2 py-0.5 text-xs font-semibold text-on-accent">
          Cover
        </span>
      )}
      <div className="absolute right-2 top-2 flex gap-1.5">
        <button
          type="button"
          aria-label={isCover ? `${position} is the cover photo` : `Set ${position.toLowerCase()} as cover`}
          aria-pressed={isCover}
          onClick={onMakeCover}
          className={cn(iconButton, isCover && 'text-accent')}
        >
          <StarIcon fill={isCover ? 'currentColor' : 'none'} className="size-5" />
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
