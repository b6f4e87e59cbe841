import { Link } from 'react-router-dom';
import { ArrowRightIcon } from './icons';

interface SectionHeaderProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  subtitle?: string;
  link?: { to: string; label: string };
}

/** A section's heading with an optional line under it and a "see all" link on the right. */
export function SectionHeader({ id, title, subtitle, link }: SectionHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
      </div>
      {link && (
        <Link to={link.to} className="inline-flex items-center gap-1 text-sm font-semibold text-ink hover:underline">
          {link.label}
          <ArrowRightIcon className="size-4" />
        </Link>
      )}
    </div>
  );
}
