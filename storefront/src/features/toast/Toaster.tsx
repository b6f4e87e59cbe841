import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ToastCard } from './ToastCard';
import { dismissToast, useToasts } from './toastStore';

const HOTKEY = 'F8';

/**
 * The toast region, mounted once. The live region is always in the page, so screen readers announce a toast as
 * it appears; F8 moves focus to it and Escape inside it dismisses the toast.
 */
export function Toaster() {
  const toasts = useToasts();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== HOTKEY) return;
      event.preventDefault();
      const region = regionRef.current;
      const firstButton = region?.querySelector<HTMLElement>('button');
      (firstButton ?? region)?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && toasts[0]) dismissToast(toasts[0].id);
  }

  return (
    <section
      ref={regionRef}
      aria-label={`Notifications (${HOTKEY})`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:w-[26rem] sm:justify-end"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full">
        {toasts.map((item) => (
          <ToastCard key={item.id} toast={item} />
        ))}
      </div>
    </section>
  );
}
