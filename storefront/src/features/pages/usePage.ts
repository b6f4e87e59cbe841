import { useQuery } from '@tanstack/react-query';
import type { PageContent } from '@contract/pages';
import { ApiError, getQueryFn } from '../../lib/api';

const readPage = getQueryFn<PageContent>({ on401: 'throw' });

/**
 * A content page of the CMS (GET /api/pages/{slug}): what an editor saved shows at the next visit, no rebuild.
 * A page that does not exist (yet) is null, not an error.
 */
export function usePage(slug: string) {
  return useQuery<PageContent | null>({
    queryKey: [`/api/pages/${slug}`],
    queryFn: async (context) => {
      try {
        return await readPage(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
