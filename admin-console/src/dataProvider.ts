import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';

/** Same-origin calls that carry the session cookie; a 401/403 reaches authProvider.checkError as error.status. */
function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, credentials: 'include' });
}

/** The server's react-admin bridge (cms/api/console), in ra-data-simple-rest's dialect. */
export const dataProvider: DataProvider = simpleRestProvider('/api/console', httpClient);
