import { NavLink } from 'react-router-dom';
import { useSavedIds } from '../../features/saved/savedVehicles';
import { HeartIcon } from '../../ui/icons';

/** The header's way to the saved list, with how many cars it holds. */
export function SavedLink() {
  const count = useSavedIds().length;
  return (
    <NavLink
      to="/saved"
      aria-label={count > 0 ? `Saved vehicles (${count})` : 'Saved vehicles'}
      className="relative flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface aria-[current=page]:bg-surface"
    >
      <HeartIcon className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-semibold leading-5 text-on-accent"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
