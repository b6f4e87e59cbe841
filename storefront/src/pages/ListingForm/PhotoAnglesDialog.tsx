import { useId, useState } from 'react';
import { buttonClass } from '../../ui/buttonStyles';
import { CloseIcon } from '../../ui/icons';
import { useModalDialog } from '../../ui/useModalDialog';

const angles = [
  'Front angled view',
  'Rear angled view',
  'Driver side profile',
  'Wheels and tires',
  'Front seats and dashboard',
  'Back seats',
  'Odometer reading',
  'Engine bay',
  'Open trunk or cargo area',
];

/**
 * 'How to Upload Photos': the nine angles and the required note on damage. A modal <dialog>:
 * focus stays inside, Escape closes it and focus returns to the button.
 */
export function PhotoAnglesDialog() {
  const [open, setOpen] = useState(false);
  const dialogRef = useModalDialog(open);
  const close = () => setOpen(false);
  const titleId = useId();

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('outline', 'sm')}>
        How to Upload Photos
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        onClose={close}
        onClick={(event) => event.target === event.currentTarget && close()}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 text-ink shadow-popover backdrop:bg-ink/50"
      >
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight">
              Required Photo Angles (9 Total)
            </h2>
            <button
              type="button"
              aria-label="Close"
              onClick={close}
              className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface hover:text-ink"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <p className="mt-2 text-sm text-muted">
            Buyers trust listings they can see whole. Take each of these in daylight:
          </p>
          <ol className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
            {angles.map((angle, index) => (
              <li key={angle} className="flex items-center gap-2 rounded-md bg-surface px-3 py-2">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ink text-xs font-semibold text-white">
                  {index + 1}
                </span>
                {angle}
              </li>
            ))}
          </ol>
          <div className="mt-4 rounded-md border border-danger bg-danger-soft p-3 text-sm">
            <p className="font-semibold text-danger">Required: show any damage or issues</p>
            <p className="mt-1 text-ink">
              Photograph scratches, dents, curb damage on wheels, interior wear and any warning lights on the dashboard.
            </p>
          </div>
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={close} className={buttonClass('primary', 'md')}>
              Got it
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
