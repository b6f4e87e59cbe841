// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ELEMENT_ID } from '@contract/firstData';
import { seedFirstData } from './firstData';

function pageWith(text: string) {
  const element = document.createElement('script');
  element.id = FIRST_DATA_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove());

describe('seedFirstData', () => {
  it('puts the data the server wrote into the page under its query key, once', () => {
    const client = new QueryClient();
    const data = { pages: [{ vehicles: [{ id: 7 }], total: 1 }], pageParams: [1] };
    pageWith(JSON.stringify([{ queryKey: ['/api/vehicles/search?make=BMW&sortBy=created_desc'], data }]));
    seedFirstData(client);
    expect(client.getQueryData(['/api/vehicles/search?make=BMW&sortBy=created_desc'])).toEqual(data);
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();
  });

  it('marks data to ask again as stale, so its screen reads it once more while showing it', () => {
    const client = new QueryClient();
    pageWith(
      JSON.stringify([
        { queryKey: ['/api/vehicles/7'], data: { id: 7 }, askAgain: true },
        { queryKey: ['/api/vehicles/search?&sortBy=created_desc'], data: { pages: [] } },
      ]),
    );
    seedFirstData(client);
    expect(client.getQueryData(['/api/vehicles/7'])).toEqual({ id: 7 });
    expect(client.getQueryState(['/api/vehicles/7'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/vehicles/search?&sortBy=created_desc'])?.isInvalidated).toBe(false);
  });

  it('ignores what it cannot read, so the screen asks the API as usual', () => {
    for (const text of ['{not json', '{"queryKey":["x"]}', '[{"queryKey":"x","data":1}, {"data":2}]']) {
      const client = new QueryClient();
      pageWith(text);
      expect(() => seedFirstData(client)).not.toThrow();
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
