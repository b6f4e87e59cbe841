import { useState, type KeyboardEvent } from 'react';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass } from '../../ui/Field';

interface EntryInputProps {
  /** The input's accessible name, e.g. 'Custom feature'; the buttons say 'Add custom feature', 'Cancel custom feature'. */
  label: string;
  placeholder?: string;
  onAdd: (entry: string) => void;
  /** Shows a Cancel button (the custom feature's Add/Cancel pair). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * One line to add to a list: Enter or the Add button adds it (never submitting the form), Escape cancels.
 * Trimming, empty entries and duplicates are the list's business (features/listings/entryList.ts).
 */
export function EntryInput({ label, placeholder, onAdd, onCancel, autoFocus }: EntryInputProps) {
  const [entry, setEntry] = useState('');

  function add() {
    if (!entry.trim()) return;
    onAdd(entry);
    setEntry('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div className="flex gap-2">
      <input
        aria-label={label}
        placeholder={placeholder}
        value={entry}
        autoFocus={autoFocus}
        maxLength={80}
        onChange={(event) => setEntry(event.target.value)}
        onKeyDown={onKeyDown}
        className={controlClass(false, 'h-11 min-w-0 flex-1')}
      />
      <button
        type="button"
        aria-label={`Add ${label.toLowerCase()}`}
        onClick={add}
        className={buttonClass('primary', 'md', 'shrink-0 px-4')}
      >
        Add
      </button>
      {onCancel && (
        <button
          type="button"
          aria-label={`Cancel ${label.toLowerCase()}`}
          onClick={onCancel}
          className={buttonClass('outline', 'md', 'shrink-0 px-4')}
        >
          Cancel
        </button>
      )}
    </div>
  );
}
