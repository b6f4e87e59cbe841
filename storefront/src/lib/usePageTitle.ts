import { useEffect } from 'react';
import { brand } from '@contract/brand';

/** Sets the tab title for client-side navigations; the server injects the first page's title itself. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : brand.name;
  }, [title]);
}
