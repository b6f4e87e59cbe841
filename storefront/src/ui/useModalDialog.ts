import { useEffect, useRef } from 'react';

/**
 * Opens and closes a native modal <dialog> with `open` (focus trapped, page behind inert, Escape closes) and
 * stops the page behind from scrolling on touch screens, which a modal dialog alone does not.
 */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.documentElement.style.overflow = open ? 'hidden' : '';
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, [open]);
  return dialogRef;
}
