import { SelectField } from '../../ui/SelectField';
import type { Choice } from './filterOptions';
import { withCurrent } from './filterOptions';

interface ChoiceSelectProps {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  /** The empty option's text ('Any'); '' means no filter. null: no empty option (the filter always has a value). */
  anyLabel?: string | null;
  disabled?: boolean;
  hideLabel?: boolean;
  className?: string;
}

/** A filter select whose first option clears the filter (unless anyLabel is null). */
export function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
  anyLabel = 'Any',
  disabled,
  hideLabel,
  className,
}: ChoiceSelectProps) {
  return (
    <SelectField
      label={label}
      hideLabel={hideLabel}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      {anyLabel !== null && <option value="">{anyLabel}</option>}
      {withCurrent(choices, value).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
