import { useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { presetFeatures } from '@contract/catalog/presetFeatures';
import { addEntry, hasEntry, removeEntry, toggleEntry } from '../../features/listings/entryList';
import { editFields, type ListingFormApi } from '../../features/listings/listingFormEdits';
import { cn } from '../../lib/cn';
import { buttonClass } from '../../ui/buttonStyles';
import { controlClass, Field } from '../../ui/Field';
import { EntryInput } from './EntryInput';
import { FormSection } from '../../ui/FormSection';
import { RemovableChip } from './RemovableChip';

/** Description and Features: the seller's words, chosen feature chips, the preset list and a custom feature. */
export function DescriptionFeaturesSection({ form, generating }: { form: ListingFormApi; generating: boolean }) {
  const [addingCustom, setAddingCustom] = useState(false);
  const chosenId = useId();
  const presetsId = useId();
  const { field: description, fieldState } = useController({ name: 'description', control: form.control });
  const features = useWatch({ control: form.control, name: 'features' });
  const descriptionError = fieldState.error?.message;
  const setFeatures = (change: (list: string[]) => string[]) =>
    editFields(form, { features: change(form.getValues('features')) });

  return (
    <FormSection title="Description and Features">
      <Field label="Description" error={descriptionError} hint="Condition, history, options: what a buyer should know.">
        {(wiring) => (
          <textarea
            {...wiring}
            name="description"
            rows={6}
            value={description.value}
            onChange={(event) => editFields(form, { description: event.target.value })}
            className={controlClass(Boolean(descriptionError), 'py-2.5 leading-relaxed')}
          />
        )}
      </Field>

      <div className="mt-6">
        <h3 id={chosenId} className="text-sm font-medium text-ink">
          Features
        </h3>
        <p role="status" className="mt-1 min-h-5 text-sm text-muted">
          {generating ? 'Auto-generating features based on your vehicle specifications...' : ''}
        </p>
        {features.length > 0 ? (
          <ul aria-labelledby={chosenId} className="mt-2 flex flex-wrap gap-2">
            {features.map((feature, index) => (
              <RemovableChip
                key={feature}
                label={feature}
                onRemove={() => setFeatures((list) => removeEntry(list, index))}
              />
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
            const chosen = hasEntry(features, feature);
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
