/**
 * The server's entry (built by `vite build --ssr` into dist-render/, imported by the server's pageMarkup.ts): a
 * page's first screen as HTML, drawn from the answers the server puts in the page. The browser paints it, and the
 * largest photo in it, as soon as the page and its stylesheet arrive, before any of the app's code; main.tsx then
 * takes it over (hydrates) from the same answers.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { FirstQuery } from '@contract/firstData';
import { newQueryClient } from '../lib/api';
import { loadLazyComponents } from '../lib/lazyComponent';
import { AppProviders } from './AppProviders';
import { seedQueries } from './firstData';
import { routes } from './routes';

const handler = createStaticHandler(routes);
const everyPageLoaded = loadLazyComponents();

/** React's mark of a part it could not draw (it threw, or waited for code): the browser would draw it again. */
const UNFINISHED_PART = '<!--$!-->';
/**
 * The content security policy refuses style attributes written in a page's HTML, and taking the page over does not
 * write them again: whatever such an element shows would stay unstyled.
 */
const STYLE_ATTRIBUTE = ' style="';

/**
 * The markup of `url`'s page (its path and query string) with `queries` in its cache. Rejects when any part of it
 * fails to draw: the page is then sent without markup, and the browser draws it all as it would have anyway.
 */
export async function renderPage(url: string, queries: readonly FirstQuery[]): Promise<string> {
  await everyPageLoaded;
  const context = await handler.query(new Request(new URL(url, 'http://storefront.invalid')));
  // The routes have no loaders, so no redirect: a Response here is a route table gone wrong.
  if (context instanceof Response) throw new Error(`The route table answered ${context.status} for ${url}`);
  const client = newQueryClient();
  seedQueries(client, queries);
  try {
    const markup = renderToString(
      <StrictMode>
        <AppProviders client={client}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StrictMode>,
    );
    if (markup.includes(UNFINISHED_PART)) throw new Error(`A part of ${url} could not be drawn on the server`);
    if (markup.includes(STYLE_ATTRIBUTE)) throw new Error(`${url} has a style attribute the browser would refuse`);
    return markup;
  } finally {
    client.clear();
  }
}
