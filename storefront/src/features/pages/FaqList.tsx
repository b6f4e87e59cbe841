import type { FaqItem } from '@contract/pages';
import { ChevronDownIcon } from '../../ui/icons';

/** The FAQ's questions as native disclosure widgets: keyboard and screen readers work, and find-in-page opens them. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="divide-y divide-line rounded-lg border border-line">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-surface [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDownIcon className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
