import type { ReactNode } from 'react';

/** The frame of the pages an emailed link opens (and of 'Forgot password?'): one narrow card, as on the auth page. */
export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:px-6 sm:py-14 lg:py-20">
      <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">{children}</div>
    </div>
  );
}

/** A card's title and what to do, above its form. */
export function CardHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted">{children}</p>
    </>
  );
}
