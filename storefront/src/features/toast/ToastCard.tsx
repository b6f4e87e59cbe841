import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { cn } from '../../lib/cn';
import { CloseIcon } from '../../ui/icons';
import { dismissToast, type Toast } from './toastStore';

/** A horizontal swipe longer than this dismisses the toast. */
const SWIPE_THRESHOLD_PX = 50;

/** One toast: closes after its duration, paused while hovered or focused so it can be read; swipe or button closes. */
export function ToastCard({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const [swipeX, setSwipeX] = useState(0);
  const remaining = useRef(toast.duration);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, toast.id]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = event.clientX;
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    setSwipeX(Math.max(0, event.clientX - swipeStart.current));
  }
  function onPointerEnd() {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (swipeX > SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    else setSwipeX(0);
  }

  const destructive = toast.variant === 'destructive';
  return (
    <div
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-popover motion-safe:animate-toast-in',
        destructive ? 'border-danger bg-danger text-white' : 'border-line bg-white text-ink',
      )}
      style={swipeX ? { transform: `translateX(${swipeX}px)`, opacity: 1 - swipeX / 200 } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && (
          <p className={cn('mt-1 text-sm', destructive ? 'text-white' : 'text-muted')}>{toast.description}</p>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(toast.id)}
        className={cn(
          '-m-1 shrink-0 rounded-sm p-1',
          destructive ? 'text-white hover:bg-black/15' : 'text-muted hover:bg-surface hover:text-ink',
        )}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
