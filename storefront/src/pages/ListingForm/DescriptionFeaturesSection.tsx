import { useId, useState } from 'react';
import { presetFeatures } from '@contract/catalog/presetFeatures';
import { buttonClass } from '../../app/ui/buttonStyles';
import { addEntry, hasEntry, removeEntry, toggleEntry } from '../../features/listings/entryList';
import type { ListingFormState } from '../../features/listings/useListingForm';
import { cn } from '../../lib/cn';
import { EntryInput } from './EntryInput';
import { controlClass, FormField } from './FormField';
import { FormSection } from './FormSection';
import { RemovableChip } from './RemovableChip';

/** Description and Features: the seller's words, chosen feature chips, the preset list and a custom feature. */
export function DescriptionFeaturesSection({ form, generating }: { form: ListingFormState; generating: boolean }) {
  const [addingCustom, setAddingCustom] = useState(false);
  const chosenId = useId();
  const presetsId = useId();
  const { values, errors } = form;
  const setFeatures = (change: (list: string[]) => string[]) => form.setList('features', change);

  return (
    <FormSection title="Description and Features">
      <FormField label="Description" error={errors.description} hint="Condition, history, options: what a buyer should know.">
        {(wiring) => (
          <textarea
            {...wiring}
            name="description"
            rows={6}
            value={values.description}
            onChange={(event) => form.setField('description', event.target.value)}
            className={controlClass(Boolean(errors.description), 'py-2.5 leading-relaxed')}
          />
        )}
      </FormField>

      <div className="mt-6">
        <h3 id={chosenId} className="text-sm font-medium text-ink">
          Features
        </h3>
        <p role="status" className="mt-1 min-h-5 text-sm text-muted">
          {generating ? 'Auto-generating features based on your vehicle specifications...' : ''}
        </p>
        {values.features.length > 0 ? (
          <ul aria-labelledby={chosenId} className="mt-2 flex flex-wrap gap-2">
            {values.features.map((feature, index) => (
              <RemovableChip key={feature} label={feature} onRemove={() => setFeatures((list) => removeEntry(list, index))} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">No features yet: pick from the list below or add your own.</p>
        )}
      </div>

      <div className="mt-6">
        <h3 id={presetsId} className="text-sm font-medium text-ink">
          Popular features
        </h3>
        <ul aria-labelledby={presetsId} className="mt-2 flex flex-wrap gap-2">
          {presetFeatures.map((feature) => {
            const chosen = hasEntry(values.features, feature);
            return (
              <li key={feature}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => setFeatures((list) => toggleEntry(list, feature))}
                  className={cn(
                    'rounded-full border px-3 py-1.5 text-sm transition-colors',
                    chosen ? 'border-ink bg-ink text-white' : 'border-line-strong bg-white text-ink hover:bg-surface',
                  )}
                >
                  <span aria-hidden="true">{chosen ? '✓ ' : '+ '}</span>
                  {feature}
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="mt-5">
        {addingCustom ? (
          <EntryInput
            label="Custom feature"
            placeholder="e.g. Carbon ceramic brakes"
            autoFocus
            onAdd={(entry) => setFeatures((list) => addEntry(list, entry))}
            onCancel={() => setAddingCustom(false)}
          />
        ) : (
          <button type="button" onClick={() => setAddingCustom(true)} className={buttonClass('outline', 'sm')}>
            Add Custom Feature
          </button>
        )}
      </div>
    </FormSection>
  );
}
