import { useId } from 'react';
import { buttonClass } from '../../ui/buttonStyles';
import { useModalDialog } from '../../ui/useModalDialog';

// buttonStyles has no destructive variant; the same shape as its md buttons, in the status colour for danger.
const dangerButton =
  'inline-flex h-11 items-center justify-center rounded-md bg-danger px-5 text-sm font-semibold text-white ' +
  'transition-opacity hover:opacity-90';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question in a modal <dialog>: focus goes to Cancel (the safe answer), Escape or a click outside
 * cancels, and focus returns to what opened it.
 */
export function ConfirmDialog({ open, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialogRef = useModalDialog(open);
  const messageId = useId();

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={messageId}
      onClose={onCancel}
      onClick={(event) => event.target === event.currentTarget && onCancel()}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-xl bg-white p-0 text-ink shadow-popover backdrop:bg-ink/50"
    >
      {open && (
        <div className="p-6">
          <p id={messageId} className="text-base font-semibold">
            {message}
          </p>
          <p className="mt-1 text-sm text-muted">This cannot be undone.</p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" autoFocus onClick={onCancel} className={buttonClass('outline', 'md')}>
              Cancel
            </button>
            <button type="button" onClick={onConfirm} className={dangerButton}>
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
