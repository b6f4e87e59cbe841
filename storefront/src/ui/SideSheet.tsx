import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useModalDialog } from './useModalDialog';

interface SideSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A panel that slides in from the right on narrow screens (the search filters' drawer), built on a modal
 * <dialog>: focus stays inside, the page behind is inert, Escape and a click on the backdrop close it, and focus
 * returns to the control that opened it.
 */
export function SideSheet({ open, onClose, title, children, footer }: SideSheetProps) {
  const dialogRef = useModalDialog(open);

  return (
    <dialog
      ref={dialogRef}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[22rem] max-w-[92vw] bg-white p-0 text-ink shadow-raised backdrop:bg-ink/50 motion-safe:open:animate-sheet-in"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <h2 className="text-base font-semibold">{title}</h2>
            <button
              type="button"
              aria-label={`Close ${title.toLowerCase()}`}
              onClick={onClose}
              className="-mr-2 flex size-11 items-center justify-center rounded-md hover:bg-surface"
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer && <div className="shrink-0 border-t border-line p-4">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
