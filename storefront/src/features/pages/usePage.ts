import { useQuery } from '@tanstack/react-query';
import { pageApiPath } from '@contract/apiPaths';
import type { PageContent } from '@contract/pages';
import { getQueryFnOrNull } from '../../lib/api';

const readPage = getQueryFnOrNull<PageContent>([404]);

/**
 * A content page of the CMS (GET /api/pages/{slug}): what an editor saved shows at the next visit, no rebuild.
 * A page that does not exist (yet) is null, not an error.
 */
export function usePage(slug: string) {
  return useQuery<PageContent | null>({
    queryKey: [pageApiPath(slug)],
    queryFn: readPage,
  });
}
