import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon, CheckBadgeIcon } from '../../ui/icons';

interface OutcomePanelProps {
  /** success: sent, verified; problem: a link that cannot be used, a call that failed. */
  tone: 'success' | 'problem';
  title: string;
  message: string;
  /** The ways on: links and buttons. */
  children?: ReactNode;
}

/**
 * Where a card's flow ends: what happened and what to do next. It replaces a form or a wait, so its heading takes
 * the focus: a screen reader reads the outcome, and the keyboard goes on from there.
 */
export function OutcomePanel({ tone, title, message, children }: OutcomePanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Icon = tone === 'success' ? CheckBadgeIcon : AlertIcon;
  return (
    <div className="text-center">
      <Icon className={cn('mx-auto size-10', tone === 'success' ? 'text-positive' : 'text-danger')} />
      <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-semibold tracking-tight outline-none">
        {title}
      </h1>
      <p className="mt-2 text-sm text-muted">{message}</p>
      {children && <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">{children}</div>}
    </div>
  );
}
