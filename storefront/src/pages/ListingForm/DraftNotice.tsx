import { buttonClass } from '../../ui/buttonStyles';
import { CloseIcon } from '../../ui/icons';

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function when(savedAt: string): string {
  const date = new Date(savedAt);
  return Number.isNaN(date.getTime()) ? 'earlier' : time.format(date);
}

/** Tells the seller the form holds their unsaved draft, with a way back to a clean form. */
export function DraftNotice({
  savedAt,
  onDiscard,
  onDismiss,
}: {
  savedAt: string;
  onDiscard: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3 text-sm"
    >
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Draft restored.</span> We kept what you entered ({when(savedAt)}).
      </p>
      <button type="button" onClick={onDiscard} className={buttonClass('outline', 'sm')}>
        Discard draft
      </button>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-strong hover:text-ink"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
