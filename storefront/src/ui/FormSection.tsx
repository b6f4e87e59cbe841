import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** A small label beside the title, e.g. ADMIN ONLY. */
  badge?: string;
  description?: string;
  /** Controls at the right of the title (the photo help button). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled card of a long form (the listing form, the account page); the title names the region for screen-reader navigation. */
export function FormSection({ title, badge, description, action, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 shadow-card sm:p-7">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-lg font-semibold tracking-tight">
            {title}
            {badge && (
              <span className="rounded-sm bg-ink px-2 py-0.5 text-[0.6875rem] font-semibold uppercase tracking-wider text-white">
                {badge}
              </span>
            )}
          </h2>
          {description && <p className="mt-1 text-sm text-muted">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
