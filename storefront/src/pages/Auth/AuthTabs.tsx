import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AuthTab<TKey extends string> {
  key: TKey;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs; only the active tab is in
 * the Tab order. Only the active panel is rendered, so each form's labels are unique on the page.
 */
export function AuthTabs<TKey extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: Array<AuthTab<TKey>>;
  active: TKey;
  onChange: (key: TKey) => void;
}) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onChange(tabs[target].key);
    tabRefs.current[target]?.focus();
  }

  const current = tabs[activeIndex];
  return (
    <div>
      <div
        role="tablist"
        aria-label="Sign in or create an account"
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-md bg-surface-strong p-1"
      >
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={cn(
                'h-10 rounded-sm text-sm font-semibold transition-colors',
                selected ? 'bg-white text-ink shadow-card' : 'text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.key}`}
        aria-labelledby={`${baseId}-tab-${current.key}`}
        className="mt-6"
      >
        {current.panel}
      </div>
    </div>
  );
}
