import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { buttonClass } from './buttonStyles';
import { useModalDialog } from './useModalDialog';

interface ConfirmDialogProps {
  open: boolean;
  message: string;
  /** What exactly will be lost (the account page lists the listings, photos and saved cars), read with the message. */
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes/no question in a modal <dialog>: focus goes to Cancel (the safe answer), Escape or a click outside
 * cancels, and focus returns to what opened it.
 */
export function ConfirmDialog({ open, message, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialogRef = useModalDialog(open);
  const messageId = useId();
  const detailsId = useId();

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={messageId}
      aria-describedby={detailsId}
      onClose={onCancel}
      onClick={(event) => event.target === event.currentTarget && onCancel()}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-xl bg-white p-0 text-ink shadow-popover backdrop:bg-ink/50"
    >
      {open && (
        <div className="p-6">
          <p id={messageId} className="text-base font-semibold">
            {message}
          </p>
          <div id={detailsId}>
            {children}
            <p className={cn('text-sm text-muted', children ? 'mt-3' : 'mt-1')}>This cannot be undone.</p>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" autoFocus onClick={onCancel} className={buttonClass('outline', 'md')}>
              Cancel
            </button>
            <button type="button" onClick={onConfirm} className={buttonClass('danger', 'md')}>
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
