import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Changing route scrolls to the top, unless the link points at an anchor on the page. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
