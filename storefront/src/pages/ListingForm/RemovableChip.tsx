import { CloseIcon } from '../../ui/icons';

/** A chosen entry (a feature, a service) with its own remove button, named for screen readers. */
export function RemovableChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="inline-flex max-w-full items-center gap-1 rounded-full border border-line-strong bg-surface py-1 pl-3 pr-1 text-sm text-ink">
      <span className="truncate">{label}</span>
      <button
        type="button"
        aria-label={`Remove ${label}`}
        onClick={onRemove}
        className="flex size-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-strong hover:text-ink"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
