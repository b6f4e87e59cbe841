import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from './useMediaQuery';

/**
 * A form's submit button. In a page the server drew, the browser would send the form itself before the app has
 * taken the page over: by GET, every field in the address (and the history, and the server's log). The button, and
 * with it Enter in a field, waits for the app.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const hydrated = useHydrated();
  return <button {...props} type="submit" disabled={!hydrated || disabled} />;
}
