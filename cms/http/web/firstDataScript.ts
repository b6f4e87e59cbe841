/** The element that carries a page's first data (contract/firstData.ts) in its HTML. */
import { FIRST_DATA_ELEMENT_ID } from '../../../contract/firstData.ts';
import { scriptSafeJson } from './vehicleHead.ts';

export interface FirstQueryJson {
  queryKey: string[];
  /** The data as JSON text: a cached answer goes in as it is, never parsed and written again. */
  json: string;
  askAgain?: boolean;
}

export function firstDataScript(queries: FirstQueryJson[]): string {
  const items = queries.map(
    (query) =>
      `{"queryKey":${JSON.stringify(query.queryKey)},"data":${query.json}${query.askAgain ? ',"askAgain":true' : ''}}`,
  );
  return `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(`[${items.join(',')}]`)}</script>`;
}
