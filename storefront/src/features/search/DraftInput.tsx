import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { controlClass, Field } from '../../ui/Field';

/** Typing pauses this long before the search runs, so one query goes out per value rather than per key. */
const IDLE_MS = 600;

interface DraftInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: string;
  value: string;
  /** Called with the typed value when typing pauses, on Enter and on leaving the field, if it changed. */
  onCommit: (value: string) => void;
}

/** A labelled input that keeps what is typed locally and hands it over once the user pauses. */
export function DraftInput({ label, value, onCommit, className, ...inputProps }: DraftInputProps) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  // The latest callback: a pause that ends after another filter changed must not write back the older filters.
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  // The URL changed under us (Back, Clear all): show the new value.
  useEffect(() => {
    committed.current = value;
    setDraft(value);
  }, [value]);

  function commit(next: string) {
    if (next.trim() === committed.current.trim()) return;
    committed.current = next;
    onCommitRef.current(next.trim());
  }

  useEffect(() => {
    const timer = window.setTimeout(() => commit(draft), IDLE_MS);
    return () => window.clearTimeout(timer);
    // Re-armed on every keystroke: only a pause commits.
  }, [draft]);

  return (
    <Field label={label} className={className}>
      {(wiring) => (
        <input
          {...wiring}
          {...inputProps}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(event) => event.key === 'Enter' && commit(draft)}
          className={controlClass(false, 'h-11')}
        />
      )}
    </Field>
  );
}
